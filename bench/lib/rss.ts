import { readFile } from 'node:fs/promises';

/** A process's resident memory in MiB, from /proc. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples the process's RSS every 50 ms while `work` runs; answers the work's result and the peak. */
export async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = await rssMb(pid);
  const timer = setInterval(() => void rssMb(pid).then((mb) => (peak = Math.max(peak, mb))), 50);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, await rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}
