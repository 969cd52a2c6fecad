import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  /** Tests run and passed (a flaky one counts once). */
  passed: number;
  skipped: number;
  failed: number;
  /** Tests that failed first and passed on a retry: '<file> › <title>'. */
  flaky: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[] }[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

function flakyIn(suite: PlaywrightSuite, titles: string[] = []): string[] {
  const path = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((t) => t.status === 'flaky').map(() => `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`),
    ),
    ...(suite.suites ?? []).flatMap((child) => flakyIn(child, path)),
  ];
}

/** The counts a stage's JSON report gives (undefined when it wrote none, e.g. it failed to start). */
export function readCounts(reporter: 'vitest' | 'playwright', file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  if (reporter === 'vitest') {
    const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
    return {
      passed: report.numPassedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      failed: report.numFailedTests,
      flaky: [],
    };
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport;
  return {
    passed: report.stats.expected + report.stats.flaky,
    skipped: report.stats.skipped,
    failed: report.stats.unexpected,
    flaky: report.suites.flatMap((suite) => flakyIn(suite)),
  };
}
