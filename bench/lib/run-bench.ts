/**
 * Runs a bench's `main`. A failure is printed and exits 1, so `npm run bench` (bench/run.ts)
 * stops there rather than printing figures after a broken run; a missed target only sets
 * process.exitCode, inside `main`.
 */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
