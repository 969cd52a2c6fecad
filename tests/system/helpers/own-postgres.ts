import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { locateBinaries } from '../../../server/db/embedded/binaries';
import { isRoot, postgresUserIds } from '../../../server/db/embedded/postgres-user';
import { startReaper } from '../../../server/db/embedded/reaper';
import { initialise, ownership, runToEnd } from '../../../server/db/embedded/start-embedded';
import { freePort } from '../../../server/db/embedded/free-port';

export interface OwnPostgres {
  /** Connection URL of `database` (`postgres` is there from the start). */
  urlFor(database: string): string;
  /** `pg_ctl stop -m fast`: sessions are ended and connections refused; resolves once it is down. */
  stop(): Promise<void>;
  /** `pg_ctl start` on the same port (unless it runs); resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it at once and removes its files. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, from the embedded binaries (as root, run as the `postgres`
 * user, as the product's own is) and controlled with pg_ctl: one a test may stop and start under a
 * server, which the shared test cluster must never be. A watchdog stops it if the test process dies.
 */
export async function ownPostgres(): Promise<OwnPostgres> {
  const ids = isRoot() ? await postgresUserIds() : undefined;
  const binaries = await locateBinaries(ids !== undefined);
  const pgCtl = path.join(path.dirname(binaries.postgres), 'pg_ctl');
  // Under os.tmpdir(): as root the cluster runs as `postgres`, which cannot enter /root.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bo-own-pg-'));
  await chmod(dir, 0o755);
  const dataDir = path.join(dir, 'pg');
  const password = randomBytes(18).toString('base64url');
  await initialise(binaries.initdb, dataDir, password, ids, () => {});
  const port = await freePort();
  // Loopback only and no unix socket, as the embedded server runs. The same port after a restart.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=`;
  const pgCtlRun = (...args: string[]) =>
    runToEnd(
      spawn(pgCtl, [...args, '--pgdata', dataDir, '--wait'], { ...ownership(ids), cwd: dir, env: { ...process.env, LC_ALL: 'C' } }),
      'pg_ctl',
      () => {},
    );
  /** The running postmaster's watchdog; none while it is stopped. */
  let watchdog: ChildProcess | undefined;
  const stop = async (mode: 'fast' | 'immediate') => {
    await pgCtlRun('stop', '--mode', mode);
    watchdog?.kill();
    watchdog = undefined;
  };
  const start = async () => {
    if (watchdog) return;
    // Its log in the data dir: the one place `postgres` may write.
    await pgCtlRun('start', '--log', path.join(dataDir, 'server.log'), '-o', options);
    watchdog = startReaper(Number.parseInt((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0], 10));
  };
  await start();
  return {
    urlFor: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    stop: () => stop('fast'),
    start,
    async remove() {
      await stop('immediate').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
