import { execFile, spawnSync } from 'node:child_process';

/** Whether Debian's wrk is installed (apt-get install wrk): a load generator in C, far lighter than autocannon. */
export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/**
 * Requests per second of `connections` on one thread for `seconds`; answers other than 2xx and
 * 3xx, socket errors and timeouts count as failures.
 */
export function wrkRate(
  url: string,
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
) {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  return new Promise<{ rps: number; failures: number }>((resolve, reject) => {
    execFile('wrk', args, (error, stdout) => {
      if (error) return reject(new Error(`wrk failed: ${error.message}`, { cause: error }));
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
      const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      if (!Number.isFinite(rps)) return reject(new Error(`wrk printed no rate:\n${stdout}`));
      resolve({ rps, failures: non2xx + socketErrors });
    });
  });
}
