import os from 'node:os';
import { startBenchServer } from './lib/bench-server';
import { APP_SCREENS } from '../tests/e2e/pages/appScreens';
import { record } from './lib/figure';
import { builtApp, measureFirstView, type ViewLoad } from './lib/first-row';
import { runBench } from './lib/run-bench';

/**
 * Issue 11 'Layout shift' and issue 34: each list, details and form screen in headless
 * Chromium, logged in, a fresh browser context per load, on the demo data. For each screen, the
 * median of BENCH_BROWSER_LOADS loads (3) of:
 * - its time to data: from navigation to the frame that showed its data (first row, or the
 *   record in its form), timed in the page (see measureFirstView). Target: at most 1.0 s.
 * - its cumulative layout shift: every 'layout-shift' entry without recent input, summed until
 *   the network has been quiet for half a second. Target: at most 0.05 on every screen (0.1 is
 *   where users notice things jumping).
 *
 * BENCH_STATIC_DIR names an existing build of the admin app (otherwise one is built);
 * BENCH_WIDTHS ('1280,768,390') the window widths, comma separated; BENCH_SCREENS=word measures only
 * the screens whose path contains it; BENCH_CLS_DEBUG=1 prints what moved.
 */
const LOADS = Number(process.env.BENCH_BROWSER_LOADS ?? 3);
const WIDTHS = (process.env.BENCH_WIDTHS ?? '1280,768,390').split(',').map(Number);
const ONLY = process.env.BENCH_SCREENS;
const DEBUG = !!process.env.BENCH_CLS_DEBUG;
const TARGET = 0.05;
/** Issue 34: no screen's data later than this after navigation. */
const TIME_TO_DATA_MS = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const spa = await builtApp();
  const server = await startBenchServer(undefined, { staticDir: spa.dir });
  let failed = 0;
  let slowest = { ms: 0, where: '' };
  try {
    console.log(`\nLayout shift per screen, demo data, ${LOADS} fresh loads each (median); target <= ${TARGET}`);
    console.log(
      `load average before: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}`,
    );
    for (const width of WIDTHS) {
      console.log(`\n${width} px wide                       first view     CLS`);
      for (const screen of APP_SCREENS.filter(({ path }) => !ONLY || path.includes(ONLY))) {
        let loads: ViewLoad[];
        try {
          loads = await measureFirstView(server.base, server.cookie, screen.path, screen.ready, LOADS, {
            viewport: { width, height: 800 },
          });
        } catch (error) {
          failed++;
          console.log(`${screen.name.padEnd(30)} not shown within 30 s (${(error as Error).message.split('\n')[0]})   FAIL`);
          continue;
        }
        const cls = median(loads.map((load) => load.cls));
        const ms = median(loads.map((load) => load.ms));
        const where = `${screen.name} at ${width} px`;
        if (ms > slowest.ms) slowest = { ms, where };
        record({ name: `${where}: time to data`, value: ms, unit: 'ms' });
        const ok = record(
          { name: `${where}: CLS`, value: cls, unit: '', target: { op: '<=', value: TARGET }, summary: false },
          (verdict) => `${screen.name.padEnd(30)} ${ms.toFixed(0).padStart(7)} ms   ${cls.toFixed(3)}   ${verdict}`,
        );
        if (!ok) failed++;
        if (DEBUG)
          for (const load of loads)
            for (const shift of load.shifts) console.log(`    ${shift.value.toFixed(3)} ${shift.sources.join(' ')}`);
      }
    }
  } finally {
    await server.close();
    await spa.remove();
  }
  record(
    { name: 'slowest time to data', value: slowest.ms, unit: 'ms', target: { op: '<=', value: TIME_TO_DATA_MS } },
    (verdict) => `\nslowest time to data: ${slowest.ms.toFixed(0)} ms (${slowest.where}), target <= ${TIME_TO_DATA_MS} ms: ${verdict}`,
  );
  record({ name: `screens above ${TARGET} or not shown`, value: failed, unit: 'screens', target: { op: '<=', value: 0 } }, () =>
    failed ? `${failed} screen(s) above ${TARGET}: FAIL` : `Every screen at or below ${TARGET}: PASS`,
  );
}

runBench(main);
