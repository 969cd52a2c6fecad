import { createHash } from 'node:crypto';
import { latency, startBenchServer } from './lib/bench-server';
import { record } from './lib/figure';
import { largeDataDir } from './lib/large-data';
import { runBench } from './lib/run-bench';

/**
 * Activity log pages at 1,000,000 entries: median latency of a 25-row page (with its total)
 * under the filters an admin uses, against the session check measured in the same run.
 * Target (issue 4): a filtered page under 30 ms at the median.
 *
 * Seeding a million rows takes about a minute; set BENCH_ACTIVITY_DATA_DIR to keep and reuse it.
 */
const ENTRIES = Number(process.env.BENCH_ACTIVITY_ENTRIES ?? 1_000_000);
const keep = process.env.BENCH_ACTIVITY_DATA_DIR;

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');
const page = { range: [0, 24], sort: ['occurredAt', 'DESC'] };

const CASES: [string, string][] = [
  ['session check (baseline)', '/api/auth/session'],
  ['newest page, no filter', `/api/activity?${q(page)}`],
  [
    'nature + last 30 days',
    `/api/activity?${q({ ...page, filter: { nature: 'property enquiry', from: '2026-10-02', to: '2026-11-01' } })}`,
  ],
  ['status', `/api/activity?${q({ ...page, filter: { statusDescription: 'wip' } })}`],
  ['one property', `/api/activity?${q({ ...page, filter: { propertyId: 40 } })}`],
  ['one user', `/api/activity?${q({ ...page, filter: { userId: 20 } })}`],
  ['page 400 (offset 9,975)', `/api/activity?${q({ ...page, range: [9975, 9999] })}`],
  // A rare string: part of one entry's personalise reference (seed:large writes md5 of the entry's number).
  ['free text', `/api/activity?${q({ ...page, filter: { q: createHash('md5').update('4242').digest('hex').slice(0, 10) } })}`],
];

async function main() {
  const data = await largeDataDir(keep, { properties: 10_000, activity: ENTRIES });
  const server = await startBenchServer(data.dir);
  try {
    await run(server.base, server.cookie);
  } finally {
    await server.close();
    await data.remove();
  }
}

async function run(base: string, cookie: string) {
  console.log(`\nActivity log, ${ENTRIES.toLocaleString('en')} entries: one client, median of 60 requests\n`);
  let baseline = 0;
  for (const [name, route] of CASES) {
    const { median, p90 } = await latency(`${base}${route}`, cookie);
    baseline ||= median;
    record(
      { name, value: median, unit: 'ms', baseline: name === CASES[0][0] ? undefined : CASES[0][0] },
      `${name.padEnd(28)} median ${median.toFixed(1).padStart(6)} ms   p90 ${p90.toFixed(1).padStart(6)} ms   ${(median / baseline).toFixed(1)} x baseline`,
    );
  }
}

runBench(main);
