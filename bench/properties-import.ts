import os from 'node:os';
import { PROPERTY_FILE_COLUMNS } from '@common/api/property-import';
import { csvLine } from '@common/csv';
import { startBenchServer, type BenchServer } from './lib/bench-server';
import { record } from './lib/figure';
import { runBench } from './lib/run-bench';
import { median } from './lib/stats';

/**
 * Issue 33 item 6 'Property import', speed: a generated 1,000-row CSV through
 * POST /api/properties/import/preview (target under 2 s) and POST /api/properties/import
 * (every row created in one transaction with its audit entry; target under 5 s), on the demo
 * data's lookups. BENCH_ROUNDS runs of each (default 3), the median printed.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROWS = 1000;
const TARGET_MS = { preview: 2000, commit: 5000 };

/** The demo's first property as the export writes it: its agent and seller are real names to resolve. */
async function sampleNames(server: BenchServer) {
  const res = await fetch(`${server.base}/api/properties/admin?range=${encodeURIComponent('[0,0]')}`, {
    headers: { cookie: server.cookie },
  });
  const [row] = (await res.json()) as { agent: { emailAddress: string }; sellerCompanyName: string }[];
  return { agent: row.agent.emailAddress, seller: row.sellerCompanyName };
}

function csvOf(run: number, names: { agent: string; seller: string }): Blob {
  const categories = ['Office', 'retail', 'INDUSTRIAL', 'Hospitality'];
  const values = (i: number): Record<string, string> => ({
    'Property Name': `Bench ${run}-${i}`,
    Teaser: `Teaser of bench property ${i}, with a comma`,
    Introduction: 'A generated property for the import benchmark.',
    Category: categories[i % categories.length],
    Status: 'For Sale',
    'Address Line 1': `${i} Bench Street`,
    Suburb: 'Sandton',
    Province: 'Gauteng',
    Country: 'South Africa',
    Agent: names.agent,
    Seller: names.seller,
    Published: i % 2 ? 'Yes' : 'No',
  });
  const lines = Array.from({ length: ROWS }, (_, i) => csvLine(PROPERTY_FILE_COLUMNS.map((column) => values(i)[column.header] ?? '')));
  return new Blob([csvLine(PROPERTY_FILE_COLUMNS.map((column) => column.header)), ...lines], { type: 'text/csv' });
}

async function timed(server: BenchServer, path: string, file: Blob, expected: number): Promise<number> {
  const form = new FormData();
  form.append('file', file, 'bench.csv');
  const started = performance.now();
  const res = await fetch(`${server.base}/api${path}`, {
    method: 'POST',
    body: form,
    headers: { cookie: server.cookie, origin: server.base },
  });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== expected) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
  return ms;
}

async function main() {
  const server = await startBenchServer();
  try {
    const names = await sampleNames(server);
    const previews: number[] = [];
    const commits: number[] = [];
    for (let run = 0; run < ROUNDS; run++) {
      const file = csvOf(run, names);
      previews.push(await timed(server, '/properties/import/preview', file, 200));
      commits.push(await timed(server, '/properties/import', file, 201));
    }
    console.log(`property import, ${ROWS} rows, ${ROUNDS} runs, load average ${os.loadavg()[0].toFixed(1)}`);
    for (const [name, times] of [
      ['preview', previews],
      ['commit', commits],
    ] as const) {
      const ms = median(times);
      record(
        { name, value: ms, unit: 'ms', target: { op: '<', value: TARGET_MS[name] } },
        (verdict) =>
          `  ${name.padEnd(7)}  median ${ms.toFixed(0)} ms (${times.map((m) => m.toFixed(0)).join(', ')})  target < ${TARGET_MS[name]} ms  ${verdict}`,
      );
    }
  } finally {
    await server.close();
  }
}

runBench(main);
