import { startBenchServer } from './lib/bench-server';
import { record } from './lib/figure';
import { runBench } from './lib/run-bench';

/**
 * Requests per second of API routes on the real stack (embedded PostgreSQL,
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
  const server = await startBenchServer();
  try {
    await measure(`${server.base}${CASES[0][1]}`, server.cookie); // warm-up
    let baseline = 0;
    console.log(`API basics: ${SECONDS} s per case, ${CONCURRENCY} concurrent clients\n`);
    for (const [name, route] of CASES) {
      const rate = await measure(`${server.base}${route}`, server.cookie);
      baseline ||= rate;
      record(
        { name, value: rate, unit: 'req/s', baseline: name === CASES[0][0] ? undefined : CASES[0][0] },
        `${name.padEnd(32)} ${rate.toFixed(0).padStart(7)} req/s   ${(rate / baseline).toFixed(2)} x baseline`,
      );
    }
  } finally {
    await server.close();
  }
}

runBench(main);
