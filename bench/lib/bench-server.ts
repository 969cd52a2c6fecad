import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/open-database';
import { DEMO_ADMIN } from '../../server/demo/demo-data';

export interface BenchServer {
  base: string;
  cookie: string;
  dataDir: string;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * The real stack for a benchmark: embedded PostgreSQL with the demo data in a temporary data
 * dir (or in `dataDir` when given, kept afterwards), the app listening on a free port (serving
 * the built admin app from `staticDir` when given), and an admin session.
 */
export async function startBenchServer(dataDir?: string, { staticDir = '/nonexistent' } = {}): Promise<BenchServer> {
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'bo-bench-')));
  await chmod(dir, 0o755);
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', STATIC_DIR: staticDir });
  const database = await openDatabase(config);
  const app = await buildApp({ config, databaseUrl: database.url });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/auth/user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  const cookie = login.headers.getSetCookie()[0].split(';')[0];
  return {
    base,
    cookie,
    dataDir: dir,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.stop();
      if (!dataDir) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Median and 90th percentile latency (ms) of one client requesting `url` `count` times. */
export async function latency(url: string, cookie: string, count = 60): Promise<{ median: number; p90: number }> {
  const times: number[] = [];
  for (let i = 0; i < count + 5; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    if (i >= 5) times.push(performance.now() - started); // the first few warm caches
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p90: times[Math.floor(times.length * 0.9)] };
}
