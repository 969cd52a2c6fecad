import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

export interface LoadFigures {
  rps: number;
  /** Median of the rounds' medians (ms). */
  p50: number;
  /** The worst round's 99th percentile (ms): a round disturbed by other work counts against us. */
  p99: number;
}

export interface LoadOptions {
  connections: number;
  /** Seconds of measured load per target, split evenly over the rounds. */
  seconds: number;
  rounds: number;
  warmupSeconds: number;
}

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** One autocannon run from its own process, as a client on loopback would be. */
function fire({ url, headers = {} }: LoadTarget, connections: number, seconds: number): Promise<autocannon.Result> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [AUTOCANNON, '--json', '-c', String(connections), '-d', String(seconds), ...headerArgs, url];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(new Error(error.message, { cause: error }));
      const result = JSON.parse(stdout) as autocannon.Result;
      if (result.errors || result.timeouts || result.non2xx) {
        return reject(new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`));
      }
      resolve(result);
    });
  });
}

/**
 * Loads each target with autocannon in turn, round after round, so a change in the machine's
 * other load during the run falls on every target alike; each is warmed up first, unmeasured.
 */
export async function compareLoad(
  targets: LoadTarget[],
  { connections, seconds, rounds, warmupSeconds }: LoadOptions,
): Promise<LoadFigures[]> {
  for (const target of targets) if (warmupSeconds > 0) await fire(target, connections, warmupSeconds);
  const runs = targets.map(() => [] as autocannon.Result[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) runs[i].push(await fire(target, connections, seconds / rounds));
  }
  return runs.map((results) => ({
    rps: results.reduce((sum, r) => sum + r.requests.total, 0) / results.reduce((sum, r) => sum + r.duration, 0),
    p50: results.map((r) => r.latency.p50).sort((a, b) => a - b)[Math.floor(results.length / 2)],
    p99: Math.max(...results.map((r) => r.latency.p99)),
  }));
}
