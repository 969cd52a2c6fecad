import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { built } from '../../setup/built-script';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// Printed as a line in development, inside a JSON log line's "msg" in production (hence no quote in the URL).
const READY = /Property back-office is running at (http:\/\/[^\s"]+)/;

export interface ServerProcess {
  /** http://localhost:<port>, as the server printed it. */
  url: string;
  pid: number;
  /** What it printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with its exit code (null when a signal ended it) once it has ended. */
  exited: Promise<number | null>;
  /** A crash: SIGKILL to the node process alone, so its embedded PostgreSQL (if any) is orphaned as in a real one. */
  crash(): Promise<void>;
  /** Ends the node process and everything left in its process group, and its embedded PostgreSQL (SIGKILL); safe to call twice. */
  kill(): Promise<void>;
}

const running = new Set<ServerProcess>();

/**
 * The real server as production runs it (`node main.js` of the run's build, which is what
 * `npm start` runs through tsx), in a process group of its own so a test can end it and its
 * children together. Resolves once it listens. `command` and `args` replace node and its arguments.
 */
export async function startServer(
  env: Record<string, string>,
  { command = process.execPath, args = [built('main.js')] }: { command?: string; args?: string[] } = {},
): Promise<ServerProcess> {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      LOGIN_RATE_LIMIT_MAX: '1000',
      ...env,
    },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready) resolve(ready[1]);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code, signal) => reject(new Error(`server exited while starting (${code ?? signal}):\n${output}`)));
    child.once('error', reject);
  });
  const pid = child.pid!;
  // The embedded PostgreSQL runs in a process group of its own (start-embedded.ts), out of the server's.
  const postmaster = env.DATA_DIR && !env.DATABASE_URL ? await postmasterOf(env.DATA_DIR) : undefined;
  const server: ServerProcess = {
    url,
    pid,
    output: () => output,
    exited,
    async crash() {
      sigkill(pid);
      await exited;
    },
    async kill() {
      sigkill(-pid);
      // Killed together, as a container's end does; after a crash it is the orphan.
      if (postmaster) sigkill(-postmaster);
      await exited;
      running.delete(server);
    },
  };
  running.add(server);
  return server;
}

/** Every server still running (for afterEach/afterAll): killed with their process groups. */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.kill()));
}

/** The pid of the PostgreSQL serving DATA_DIR, from its pid file. */
export async function postmasterOf(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

function sigkill(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch (error) {
    // Already gone: nothing left to end.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
