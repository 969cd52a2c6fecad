import { spawnSync } from 'node:child_process';
import { runReport } from './lib/report-run';
import { runBench } from './lib/run-bench';

/**
 * `npm run bench`: every benchmark in turn, each printing its own figures.
 * `npm run bench -- properties-list` runs only the ones whose file name contains a given word.
 * `npm run bench -- report` runs the report's selection and writes bench/results/ (bench/lib/report-run.ts).
 */
const BENCHES = [
  'bench/api-basics.ts',
  'bench/activity-log.ts',
  'bench/properties-list.ts',
  'bench/readiness.ts',
  'bench/properties-import.ts',
  'bench/layout-shift.ts',
  'bench/media.ts',
  'bench/media-image.ts',
  'bench/dataroom.ts',
  'bench/large-answers.ts',
  'bench/load.ts',
  'bench/scale.ts',
  'bench/command-centre.ts',
];

if (process.argv[2] === 'report') {
  runBench(runReport);
} else {
  runChosen();
}

// Words choose benchmarks; what follows the first --option goes to each (`-- load --duration 10`).
function runChosen() {
  const args = process.argv.slice(2);
  const firstOption = args.findIndex((arg) => arg.startsWith('--'));
  const wanted = firstOption < 0 ? args : args.slice(0, firstOption);
  const options = firstOption < 0 ? [] : args.slice(firstOption);
  const chosen = BENCHES.filter((bench) => !wanted.length || wanted.some((word) => bench.includes(word)));
  if (!chosen.length) {
    console.error(`No benchmark matches ${wanted.join(', ')}: choose from ${BENCHES.join(', ')}, or report`);
    process.exit(1);
  }
  for (const bench of chosen) {
    console.log(`\n=== ${bench} ===`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', bench, ...options], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
