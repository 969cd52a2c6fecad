import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import type { StageResult } from './stage';

/** Git-ignored (*.log): one line per stage of every `npm test`, to compare runs over time. */
export const TIME_LOG = 'test-times.log';

function commit(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

const testCount = (result: StageResult) => (result.counts ? String(result.counts.passed + result.counts.skipped) : '-');

/** Appends `date  commit  stage  ok|failed  seconds  tests` (tab-separated) for each result. */
export function logStages(started: Date, results: StageResult[], wallSeconds: number): void {
  const head = [started.toISOString(), commit()];
  const lines = results.map((r) => [...head, r.stage.name, r.ok ? 'ok' : 'failed', r.seconds.toFixed(1), testCount(r)].join('\t'));
  lines.push([...head, 'whole run', results.every((r) => r.ok) ? 'ok' : 'failed', wallSeconds.toFixed(1), '-'].join('\t'));
  appendFileSync(TIME_LOG, `${lines.join('\n')}\n`);
}

/** The run's stages as a table: seconds and tests (passed + skipped) each, and the wall time. */
export function stageTable(results: StageResult[], wallSeconds: number): string {
  const rows = results.map((r) => [
    r.stage.name,
    r.seconds.toFixed(1),
    testCount(r),
    r.counts?.skipped ? `(${r.counts.skipped} skipped)` : '',
  ]);
  rows.push(['whole run (wall)', wallSeconds.toFixed(1), '', '']);
  const width = Math.max(...rows.map((r) => r[0].length));
  return [
    `${'stage'.padEnd(width)}  ${'seconds'.padStart(7)}  ${'tests'.padStart(5)}`,
    ...rows.map(([name, seconds, tests, note]) => `${name.padEnd(width)}  ${seconds.padStart(7)}  ${tests.padStart(5)}  ${note}`.trimEnd()),
  ].join('\n');
}
