import { removeReports, runStage, stopAll, type Stage, type StageResult } from './test-run/stage';
import { logStages, stageTable, TIME_LOG } from './test-run/time-log';

/**
 * `npm test`: every check and test, stopping at the first failing stage. Each stage is the npm
 * script of that name, so `npm run lint` alone checks exactly what this run checks.
 *
 * First the checks, in lanes side by side on the two cores: the single-threaded ones and the
 * build (which the system and e2e tests run), lint (the longest), and the demo template the test
 * stages clone (tests/setup/demo-template.ts) after Chromium for the browser tests (installed
 * when missing), then the unit tests, which need none of the others: they fill the core the
 * short lanes leave idle while lint runs on. A lane's output is printed whole when its stage
 * ends. Then the test stages one after another, each using both cores. Each stage's time and test count are printed at the end
 * and appended to test-times.log; a test that passed only on its retry is named ('flaky: ...').
 */
const lanes: Stage[][] = [
  [
    { name: 'format check', script: 'format:check' },
    { name: 'typecheck', script: 'typecheck' },
    { name: 'unused code', script: 'lint:unused' },
    { name: 'import cycles', script: 'lint:cycles' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'lint', script: 'lint' }],
  [
    { name: 'chromium', script: 'chromium' },
    { name: 'demo template', script: 'test:template' },
    { name: 'unit tests', script: 'test:unit', reporter: 'vitest' },
  ],
];

const tests: Stage[] = [
  { name: 'API tests', script: 'test:api', reporter: 'vitest' },
  { name: 'system tests', script: 'test:system', reporter: 'vitest' },
  { name: 'e2e tests', script: 'test:e2e:built', reporter: 'playwright' },
];

const started = new Date();
const results: StageResult[] = [];
const wall = () => (Date.now() - started.getTime()) / 1000;

function finish(failed?: StageResult): never {
  const flaky = results.flatMap((r) => r.counts?.flaky ?? []);
  removeReports();
  logStages(started, results, wall());
  console.log(`\n${stageTable(results, wall())}`);
  for (const test of flaky) console.log(`flaky: ${test}`);
  console.log(`(appended to ${TIME_LOG})`);
  if (failed) {
    console.error(`\n${failed.stage.name} failed.`);
    process.exit(1);
  }
  console.log('\nAll tests passed.');
  process.exit(0);
}

async function runLane(lane: Stage[]): Promise<void> {
  for (const stage of lane) {
    const result = await runStage(stage, { quiet: true });
    results.push(result);
    console.log(`\n=== ${stage.name} (${result.seconds.toFixed(1)} s) ===`);
    if (result.output?.trim()) process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
    if (!result.ok) {
      stopAll();
      finish(result);
    }
  }
}

await Promise.all(lanes.map(runLane));
for (const stage of tests) {
  console.log(`\n=== ${stage.name} ===`);
  const result = await runStage(stage);
  results.push(result);
  if (!result.ok) finish(result);
}
finish();
