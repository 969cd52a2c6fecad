import { loadavg } from 'node:os';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { asc } from 'drizzle-orm';
import { INBOX_KINDS } from '@common/api/inbox';
import { INBOX_SORTABLE, INBOX_TIE, inboxPageStatement } from '../server/routes/inbox/queries';
import { searchAllStatement } from '../server/routes/search/queries';
import { latency, startBenchServer } from './lib/bench-server';
import { largeDataDir } from './lib/large-data';
import { runBench } from './lib/run-bench';
import { median, verdict } from './lib/stats';

/**
 * Issue 32's command centre at scale (`npm run seed:large`'s 10,000 properties): the search
 * across everything and the inbox's first page, each its median over one client's requests
 * beside the bare SQL of the same statement run straight on PostgreSQL in the same run, and
 * the session check as the API's own floor. Targets: each under 50 ms at the median.
 */
const keep = process.env.BENCH_COMMAND_DATA_DIR;
const TARGET_MS = 50;
const dialect = new PgDialect({ casing: 'snake_case' });

const CASES = [
  { name: 'search "westv"', route: '/api/search?q=westv', sql: () => searchAllStatement('westv', 5) },
  { name: 'search "park"', route: '/api/search?q=park', sql: () => searchAllStatement('park', 5) },
  {
    name: 'inbox, first page',
    route: `/api/inbox?range=${encodeURIComponent('[0,24]')}`,
    sql: () => inboxPageStatement({ kinds: INBOX_KINDS }, [asc(INBOX_SORTABLE.waitingSince), asc(INBOX_TIE)], { offset: 0, limit: 25 }),
  },
];

async function bareMedian(client: pg.Client, statement: { sql: string; params: unknown[] }, count = 60): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await client.query(statement.sql, statement.params);
    times.push(performance.now() - start);
  }
  return median(times);
}

async function main() {
  const data = await largeDataDir(keep, { properties: 10_000, activity: 1_000 });
  const server = await startBenchServer(data.dir);
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(`\nCommand centre at 10,000 properties: one client, median of 60 requests (load average ${load})\n`);
    const floor = (await latency(`${server.base}/api/auth/session`, server.cookie)).median;
    console.log(`${'session check (floor)'.padEnd(22)} API ${floor.toFixed(1).padStart(6)} ms`);
    for (const { name, route, sql } of CASES) {
      const api = (await latency(`${server.base}${route}`, server.cookie)).median;
      const bare = await bareMedian(client, dialect.sqlToQuery(sql()));
      console.log(
        `${name.padEnd(22)} API ${api.toFixed(1).padStart(6)} ms   bare SQL ${bare.toFixed(1).padStart(6)} ms   ${(api / bare).toFixed(1)} x bare   ${verdict(api < TARGET_MS)} (< ${TARGET_MS} ms)`,
      );
    }
  } finally {
    await client.end();
    await server.close();
    await data.remove();
  }
}

runBench(main);
