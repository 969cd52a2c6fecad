import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { checkConsistency } from '../server/storage/consistency';
import { connect } from '../server/db/client';
import { verifyAuditChain } from '../server/lib/audit-chain';
import { createStorage } from '../server/storage';
import { adminMix, chooser, type MixKind, type MixRequest } from './lib/admin-mix';
import { record, type Figure } from './lib/figure';
import { loadAverage, startMediaServer } from './lib/media-child';
import { runBench } from './lib/run-bench';

/**
 * Load (issue 16): 100 connections of mixed admin traffic (list pages, details, content edits,
 * re-orders, small image uploads) for 60 s against the embedded server, which runs in a child
 * process. Passes with no errors, no non-2xx answer, a consistent database and store
 * afterwards (checkConsistency: orders dense, files with their rows) and an intact audit chain.
 * Prints req/s, p50 and p99, and the mix's rate against the session check measured in the
 * same run with the same connections. `npm run bench -- load --duration 10` for a short run.
 */
const { values } = parseArgs({
  options: { duration: { type: 'string', default: '60' }, connections: { type: 'string', default: '100' } },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const BASELINE_SECONDS = Math.max(5, Math.round(DURATION / 6));

type Tally = Map<string, Map<number, number>>;

function fire(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error: unknown, result) => (error ? reject(new Error('autocannon failed', { cause: error })) : resolve(result)));
  });
}

/** The mix as one autocannon request whose every turn draws a kind; answers are tallied per kind. */
function mixedRequests(kinds: MixKind[], tally: Tally): autocannon.Request[] {
  const draw = chooser(kinds);
  return [
    {
      setupRequest: (request, context) => {
        const kind = draw();
        (context as { kind?: string }).kind = kind.name;
        const next: MixRequest = kind.next();
        return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
      },
      onResponse: (status, _body, context) => {
        const statuses = tally.get((context as { kind: string }).kind) ?? new Map<number, number>();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        tally.set((context as { kind: string }).kind, statuses);
      },
    },
  ];
}

async function main() {
  const { server, stop } = await startMediaServer();
  const database = connect(server.databaseUrl, { max: 2 });
  try {
    const headers = { cookie: server.cookie };
    const kinds = await adminMix(server.base, server.cookie);
    console.log(`Load: ${CONNECTIONS} connections, ${DURATION} s of mixed admin traffic (load average ${loadAverage()})\n`);

    const baseline = await fire({ url: `${server.base}/api/auth/session`, connections: CONNECTIONS, duration: BASELINE_SECONDS, headers });
    const tally: Tally = new Map();
    const mix = await fire({
      url: server.base,
      connections: CONNECTIONS,
      duration: DURATION,
      headers,
      timeout: 30,
      requests: mixedRequests(kinds, tally),
    });

    const line = (name: string, r: autocannon.Result) =>
      `${name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(5)} ms`;
    record(
      { name: 'session check', value: baseline.requests.average, unit: 'req/s' },
      line(`session check (baseline, ${BASELINE_SECONDS} s)`, baseline),
    );
    record(
      { name: 'mixed admin traffic', value: mix.requests.average, unit: 'req/s', baseline: 'session check', summary: true },
      line('mixed admin traffic', mix),
    );
    record({ name: 'mixed admin traffic p50', value: mix.latency.p50, unit: 'ms' });
    record({ name: 'mixed admin traffic p99', value: mix.latency.p99, unit: 'ms', summary: true });
    console.log(`mix / baseline                 ${(mix.requests.average / baseline.requests.average).toFixed(2)}\n`);
    for (const kind of kinds) {
      const statuses = [...(tally.get(kind.name) ?? new Map<number, number>())];
      const total = statuses.reduce((sum, [, n]) => sum + n, 0);
      const other = statuses.filter(([status]) => status < 200 || status >= 300).map(([status, n]) => `${n} x ${status}`);
      console.log(
        `  ${kind.name.padEnd(16)} ${String(total).padStart(7)} requests${other.length ? `   non-2xx: ${other.join(', ')}` : ''}`,
      );
    }
    console.log(`  (load average after: ${loadAverage()})\n`);

    const problems = await checkConsistency(database.db, createStorage({ dataDir: server.dataDir }));
    const chain = await verifyAuditChain(database.db);
    const none = { op: '<=', value: 0 } as const;
    const checks: [Figure, string][] = [
      [
        { name: 'errors and timeouts', value: mix.errors + mix.timeouts + baseline.errors + baseline.timeouts, unit: '', target: none },
        `${mix.errors} errors, ${mix.timeouts} timeouts`,
      ],
      [{ name: 'non-2xx answers', value: mix.non2xx + baseline.non2xx, unit: '', target: none }, `${mix.non2xx + baseline.non2xx}`],
      [
        { name: 'consistency afterwards', value: problems.length, unit: 'problems', target: none },
        problems.length ? problems.join('; ') : 'orders dense, files with their rows',
      ],
      [
        { name: 'audit chain afterwards', value: NaN, unit: '', pass: chain.intact },
        chain.intact ? `intact, ${chain.entries} entries` : chain.broken.message,
      ],
    ];
    for (const [figure, detail] of checks) {
      record(figure, (verdict) => `${figure.name.padEnd(30)} ${verdict}   ${detail}`);
    }
  } finally {
    await database.close();
    await stop();
  }
}

runBench(main);
