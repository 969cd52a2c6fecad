import { loadavg } from 'node:os';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { asc, type SQL } from 'drizzle-orm';
import { INBOX_KINDS } from '@common/api/inbox';
import { dashboardStatements } from '../server/routes/dashboard/queries';
import { INBOX_SORTABLE, INBOX_TIE, inboxCountStatement, inboxPageStatement } from '../server/routes/inbox/queries';
import { searchAllStatement } from '../server/routes/search/queries';
import { latency, startBenchServer } from './lib/bench-server';
import { record } from './lib/figure';
import { largeDataDir } from './lib/large-data';
import { runBench } from './lib/run-bench';
import { median } from './lib/stats';

/**
 * Issue 32's command centre at scale (`npm run seed:large`: 10,000 properties, 100,000 activity
 * entries): the search across everything, the inbox's first page and the home page's figures,
 * each its median over one client's requests beside the bare SQL of the same statements run
 * straight on PostgreSQL in the same run (the figures' statements at once, as the API runs
 * them), and the session check as the API's own floor. Targets at the median: the search and
 * the inbox under 50 ms, the figures under 100 ms.
 */
const keep = process.env.BENCH_COMMAND_DATA_DIR;
const dialect = new PgDialect({ casing: 'snake_case' });

const CASES: { name: string; route: string; targetMs: number; sql: () => SQL[] }[] = [
  { name: 'search "westv"', route: '/api/search?q=westv', targetMs: 50, sql: () => [searchAllStatement('westv', 5)] },
  { name: 'search "park"', route: '/api/search?q=park', targetMs: 50, sql: () => [searchAllStatement('park', 5)] },
  {
    name: 'inbox, first page',
    route: `/api/inbox?range=${encodeURIComponent('[0,24]')}`,
    targetMs: 50,
    sql: () => [inboxPageStatement({ kinds: INBOX_KINDS }, [asc(INBOX_SORTABLE.waitingSince), asc(INBOX_TIE)], { offset: 0, limit: 25 })],
  },
  {
    name: 'dashboard figures',
    route: '/api/dashboard',
    targetMs: 100,
    sql: () => [...dashboardStatements(new Date()), inboxCountStatement(INBOX_KINDS)],
  },
];

/** The median time of running `statements` at once, each on a connection of its own. */
async function bareMedian(clients: pg.Client[], statements: { sql: string; params: unknown[] }[], count = 60): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count + 5; i++) {
    const start = performance.now();
    await Promise.all(statements.map((statement, n) => clients[n].query(statement.sql, statement.params)));
    if (i >= 5) times.push(performance.now() - start); // the first few open the connections
  }
  return median(times);
}

async function main() {
  const data = await largeDataDir(keep, { properties: 10_000, activity: 100_000 });
  const server = await startBenchServer(data.dir);
  // As many connections as a case has statements to run at once.
  const widest = Math.max(...CASES.map(({ sql }) => sql().length));
  const clients = Array.from({ length: widest }, () => new pg.Client({ connectionString: server.databaseUrl }));
  await Promise.all(clients.map((client) => client.connect()));
  try {
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(`\nCommand centre at 10,000 properties: one client, median of 60 requests (load average ${load})\n`);
    const floor = (await latency(`${server.base}/api/auth/session`, server.cookie)).median;
    record(
      { name: 'session check (floor)', value: floor, unit: 'ms' },
      `${'session check (floor)'.padEnd(22)} API ${floor.toFixed(1).padStart(6)} ms`,
    );
    for (const { name, route, targetMs, sql } of CASES) {
      const api = (await latency(`${server.base}${route}`, server.cookie)).median;
      const bare = await bareMedian(
        clients,
        sql().map((statement) => dialect.sqlToQuery(statement)),
      );
      record({ name: `${name}, bare SQL`, value: bare, unit: 'ms' });
      record(
        { name, value: api, unit: 'ms', target: { op: '<', value: targetMs }, baseline: `${name}, bare SQL` },
        (verdict) =>
          `${name.padEnd(22)} API ${api.toFixed(1).padStart(6)} ms   bare SQL ${bare.toFixed(1).padStart(6)} ms   ${(api / bare).toFixed(1)} x bare   ${verdict} (< ${targetMs} ms)`,
      );
    }
  } finally {
    await Promise.all(clients.map((client) => client.end()));
    await server.close();
    await data.remove();
  }
}

runBench(main);
