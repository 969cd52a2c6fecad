import type { test as fixturesTest } from '../fixtures';

/**
 * For the tests of a describe block or file with a flake not yet explained: a failed first
 * attempt keeps its trace (test-results/<test>/first-attempt-trace.zip) so the cause can be
 * read. The config records a trace for retries only, and CI's retry usually passes, which
 * leaves nothing of the failure; `trace` in test.use would force a worker of its own.
 */
export function keepFirstAttemptTrace(test: typeof fixturesTest) {
  test.beforeEach(async ({ context }, testInfo) => {
    if (testInfo.retry === 0) await context.tracing.start({ snapshots: true });
  });
  test.afterEach(async ({ context }, testInfo) => {
    if (testInfo.retry > 0) return;
    const failed = testInfo.status !== testInfo.expectedStatus;
    await context.tracing.stop(failed ? { path: testInfo.outputPath('first-attempt-trace.zip') } : {});
  });
}
