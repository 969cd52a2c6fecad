import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/open-database';
import { DEMO_ADMIN } from '../server/db/seed/demo-data';

/**
 * `npm run bench`: requests per second of API routes on the real stack (embedded PostgreSQL,
 * demo data), each as a ratio to the session check measured in the same run: the cost every
 * authenticated request pays. Not a test: it prints figures to compare across changes.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const CASES: [string, string][] = [
  ['session check (baseline)', '/api/auth/session'],
  ['lookup: categories', '/api/categories'],
  ['agencies page of 25 + total', `/api/agencies?range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["agencyName","ASC"]')}`],
  ['seller company by id', '/api/seller-companies/3'],
];

async function measure(url: string, cookie: string): Promise<number> {
  let done = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const res = await fetch(url, { headers: { cookie } });
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        await res.arrayBuffer();
        done++;
      }
    }),
  );
  return done / SECONDS;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bo-bench-'));
  await chmod(dataDir, 0o755);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent' });
  const database = await openDatabase(config);
  const app = await buildApp({ config, databaseUrl: database.url });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/api/auth/user-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    });
    const cookie = login.headers.getSetCookie()[0].split(';')[0];
    await measure(`${base}${CASES[0][1]}`, cookie); // warm-up
    let baseline = 0;
    console.log(`${SECONDS} s per case, ${CONCURRENCY} concurrent clients\n`);
    for (const [name, route] of CASES) {
      const rate = await measure(`${base}${route}`, cookie);
      baseline ||= rate;
      console.log(`${name.padEnd(32)} ${rate.toFixed(0).padStart(7)} req/s   ${(rate / baseline).toFixed(2)} x baseline`);
    }
  } finally {
    await app.close();
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
