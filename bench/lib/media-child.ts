import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { record } from './figure';
import type { MediaServerReady } from './media-server';

/** The media benches' server (bench/lib/media-server.ts) in a child process, so that its RSS is the server's alone. */
export interface MediaServerProcess {
  server: MediaServerReady;
  pid: number;
  stop: () => Promise<void>;
}

/** `staticDir`: the built admin app for the server to serve too, for a bench that opens a screen. */
export function startMediaServer({ staticDir }: { staticDir?: string } = {}): Promise<MediaServerProcess> {
  const child = fork(path.join(import.meta.dirname, 'media-server.ts'), {
    // BENCH_CPU_PROF_DIR: the server writes a CPU profile there when it stops (the benches that run it in-process take `node --cpu-prof`).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR] : []),
    ],
    env: { ...process.env, ...(staticDir && { BENCH_MEDIA_STATIC_DIR: staticDir }) },
  });
  const stop = async () => {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ server: ready as MediaServerReady, pid: child.pid ?? 0, stop }));
    child.once('exit', (code) => reject(new Error(`media server exited with ${code}`)));
  });
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Records the server's RSS growth over its baseline, as the media benches print it; answers whether it stays under the limit. */
export function rssGrowth(baseline: number, peak: number, limitMb: number): boolean {
  const growth = peak - baseline;
  return record(
    { name: 'server RSS growth', value: growth, unit: 'MiB', target: { op: '<', value: limitMb } },
    (verdict) =>
      `server RSS growth       ${growth.toFixed(1).padStart(6)} MiB   ${verdict} (< ${limitMb} MB; ${baseline.toFixed(0)} -> peak ${peak.toFixed(0)} MiB)`,
  );
}
