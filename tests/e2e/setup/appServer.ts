import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { startReaper } from '../../../server/db/embedded/reaper';
import { linkStoredFiles } from '../../api/setup/stored-files';

const STARTED = /running at (http:\/\/\S+)/;
// pino's JSON lines at level error (50) or fatal (60).
const SERVER_ERROR = /"level":[56]0\b/;

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

export interface AppServerOptions {
  databaseUrl: string;
  staticDir: string;
  /** The run's build of the server (tests/setup/built-server.ts): its main.js is what runs. */
  serverDir: string;
  /** For stored files only: the database is the one named. */
  dataDir: string;
  /** The data dir of the template the database was copied from: its stored files (the demo pictures) are linked in. */
  templateDataDir: string;
  /** More settings, e.g. STORAGE=s3 and its S3_* (tests/e2e/storage-s3.spec.ts). */
  env?: Record<string, string>;
}

/** Hands each whole line of a stream's chunks to `onLine`. */
function byLine(onLine: (line: string) => void) {
  let partial = '';
  return (text: string) => {
    const lines = (partial + text).split('\n');
    partial = lines.pop()!;
    lines.forEach(onLine);
  };
}

/** A logged error's message (with the failed query), without its stack. */
function errorOf(line: string): string {
  try {
    const { msg, err } = JSON.parse(line) as { msg?: string; err?: { message?: string } };
    return err?.message ?? msg ?? line;
  } catch {
    return line;
  }
}

/**
 * Starts the real server (the run's build of `server/main.ts`, as production runs it) on a free port against an
 * existing database, serving the built app from `staticDir`. A watchdog stops it if the process
 * that started it dies first (a killed run), so no server outlives its tests. Errors it logs are
 * passed on to this process's stderr, where Playwright shows them beside the running test.
 */
export async function startAppServer({
  databaseUrl,
  staticDir,
  serverDir,
  dataDir,
  templateDataDir,
  env = {},
}: AppServerOptions): Promise<AppServer> {
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  await linkStoredFiles(templateDataDir, dataDir);
  const server = spawn(process.execPath, [path.join(serverDir, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      // A public site the tests stand in for (property-details.spec.ts routes its pages).
      PUBLIC_SITE_URL: 'http://public-site.example.test',
      // Many tests log in from the same address within minutes.
      LOGIN_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const reaper = server.pid ? startReaper(server.pid) : undefined;

  let output = '';
  let started = false;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    // Its pipes keep flowing for as long as it runs: they must be drained.
    for (const stream of [server.stdout, server.stderr]) {
      const passOnErrors = byLine((line) => SERVER_ERROR.test(line) && process.stderr.write(`server error: ${errorOf(line)}\n`));
      stream.on('data', (chunk: Buffer) => {
        if (started) return passOnErrors(chunk.toString());
        output += chunk.toString();
        const match = STARTED.exec(output);
        if (!match) return;
        started = true;
        clearTimeout(timer);
        resolve(match[1]);
      });
    }
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  }).catch((error: unknown) => {
    server.kill('SIGKILL');
    reaper?.kill();
    throw error;
  });

  return {
    url,
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      reaper?.kill();
    },
  };
}
