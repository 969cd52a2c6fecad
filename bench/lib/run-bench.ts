/**
 * Runs a bench's `main`. A failure is printed and exits 2, so `npm run bench` (bench/run.ts)
 * stops there rather than printing figures after a broken run, and the report tells a broken
 * run from a missed target, which only sets process.exitCode to 1 (bench/lib/figure.ts).
 */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(2);
  });
}
