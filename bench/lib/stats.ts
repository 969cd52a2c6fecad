/** Figures the benches print: this machine's speed drifts, so they report medians of paired runs. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The value below which `share` (0..1) of the values lie (nearest rank). */
export const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};

export const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

/** MiB per second of `work` moving `bytes`. */
export async function mibPerSecond(bytes: number, work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return bytes / (1024 * 1024) / ((performance.now() - started) / 1000);
}
