import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bySoak } from '../helpers/soak';
import { expectConsistent } from './helpers/consistency';
import { embeddedDatabaseUrl } from './helpers/embedded-url';
import { logIn } from './helpers/http-session';
import { killAllServers, postmasterOf, startServer, type ServerProcess } from './helpers/server-process';
import { contentOrder, dataRoomBuilds, landingOrder, mediaOrder, ndaDecisions, type WriteScope } from './helpers/write-scopes';
import { seededRandom, TrackedScope } from './helpers/write-streams';
import { holdZombie, processState } from './helpers/zombie';
import { tempDirs } from './helpers/temp-dirs';

const KILLS = bySoak(3, 30);
const SEED = Number(process.env.SEED) || Date.now();
const WRITES_BEFORE_KILL = 3;

const dirs = tempDirs('bo-system-crash-');
let dataDir: string;
beforeAll(async () => {
  dataDir = await dirs.make();
});
afterEach(() => killAllServers());
afterAll(() => dirs.removeAll());

/**
 * Whether a process runs. A dead one may linger as a zombie until its adopter reaps it (some
 * containers' pid 1 never does), and signal 0 still reaches a zombie: its state says it is dead.
 */
const alive = (pid: number) => !['', 'Z'].includes(processState(pid));

/** The watchdog process (server/db/embedded/reaper.ts) a server started for its PostgreSQL: its arguments are the two pids. */
async function watchdogOf(serverPid: number, postmaster: number): Promise<number> {
  for (const entry of await readdir('/proc')) {
    const args = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0').filter(Boolean);
    if (args.at(-2) === String(serverPid) && args.at(-1) === String(postmaster)) return Number(entry);
  }
  throw new Error(`no watchdog for PostgreSQL ${postmaster} of server ${serverPid}`);
}

/** Waits until `writes` writes are acknowledged (or one was refused: the test then fails on it). */
async function acknowledgedAtLeast(scopes: TrackedScope<unknown>[], writes: number, failures: string[]) {
  const deadline = Date.now() + 60_000;
  while (failures.length === 0 && scopes.reduce((sum, scope) => sum + scope.acknowledged, 0) < writes) {
    if (Date.now() > deadline) throw new Error(`fewer than ${writes} writes acknowledged in a minute`);
    await sleep(10);
  }
}

async function openDatabase(dir: string) {
  const pool = new pg.Pool({ connectionString: await embeddedDatabaseUrl(dir), max: 2 });
  // Its server is killed under it at the end of a failed test: that is no error of the test's.
  pool.on('error', () => {});
  return pool;
}

async function scopesOf(db: pg.Pool): Promise<TrackedScope<unknown>[]> {
  const ids = async (query: string) => (await db.query<{ id: number }>(query)).rows.map((row) => row.id);
  const withItems = (table: string) => ids(`select property_id as id from ${table} group by 1 having count(*) >= 3 order by 1 limit 2`);
  const scopes: WriteScope<unknown>[] = [
    landingOrder(),
    ...(await withItems('property_content_items')).map(contentOrder),
    ...(await withItems('property_media_items')).map(mediaOrder),
    ...(await ids('select id from nda_register order by id limit 3')).map(ndaDecisions),
    dataRoomBuilds(await ids('select id from properties where checklist_id is null order by id')),
  ] as WriteScope<unknown>[];
  const tracked = [];
  for (const scope of scopes) tracked.push(await TrackedScope.of(scope, db));
  return tracked;
}

// `npm start`'s own set-up: the embedded PostgreSQL in DATA_DIR. kill -9 of the node process
// orphans that PostgreSQL, and the restart on the same DATA_DIR must cope with it.
describe('kill -9 of the server during multi-row writes', () => {
  // The first start runs initdb and loads the demo data: seconds, but a minute on a loaded machine.
  it(
    `keeps every acknowledged write and no half of any, across ${KILLS} kills (seed ${SEED})`,
    { timeout: bySoak(300_000, 1_800_000) },
    async () => {
      const random = seededRandom(SEED);
      let server: ServerProcess = await startServer({ DATA_DIR: dataDir });
      const session = await logIn(server.url);
      let db = await openDatabase(dataDir);
      const scopes = await scopesOf(db);
      expect(scopes.length, 'a landing order, content, media, NDA and data room scopes').toBe(9);
      let acknowledged = 0;
      try {
        for (let kill = 1; kill <= KILLS; kill++) {
          const failures: string[] = [];
          const streams = Promise.all(scopes.map((scope) => scope.stream(session.at(server.url), random, failures)));
          // A few writes acknowledged first, however slow the machine, then a random moment.
          await acknowledgedAtLeast(scopes, WRITES_BEFORE_KILL, failures);
          await sleep(random() * 1000);
          await db.end();
          await server.crash();
          await streams;
          expect(failures).toEqual([]);
          acknowledged += scopes.reduce((sum, scope) => sum + scope.acknowledged, 0);

          server = await startServer({ DATA_DIR: dataDir });
          db = await openDatabase(dataDir);
          for (const scope of scopes) await scope.verify(db);
          await expectConsistent(await embeddedDatabaseUrl(dataDir), dataDir);
          // The session outlives the crash: it is a row, not process memory.
          expect((await session.at(server.url).request('GET', '/api/auth/session')).status).toBe(200);
        }
      } finally {
        await db.end().catch(() => {});
      }
      // Writes did happen between the kills (not a test of an idle server).
      expect(acknowledged).toBeGreaterThanOrEqual(KILLS * WRITES_BEFORE_KILL);
      await server.kill();
    },
  );

  it("starts at once on the same DATA_DIR while the killed server's PostgreSQL still runs (its watchdog killed too)", async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    const postmaster = await postmasterOf(dataDir);
    // Nothing else will stop the orphan then: the new server must.
    process.kill(await watchdogOf(server.pid, postmaster), 'SIGKILL');
    await server.crash();
    expect(alive(postmaster), 'the orphaned PostgreSQL is still running').toBe(true);

    const restarted = await startServer({ DATA_DIR: dataDir });
    expect(alive(postmaster)).toBe(false);
    expect((await (await logIn(restarted.url)).request('GET', '/api/auth/session')).status).toBe(200);
    // A server still in use is another matter: a second one on its DATA_DIR refuses to start, saying why.
    await expect(startServer({ DATA_DIR: dataDir })).rejects.toThrow(/is in use by another running server/);
    expect((await fetch(`${restarted.url}/api/auth/session`)).status).toBe(401);
  });

  it('starts after the server and its PostgreSQL were killed together (kill -9 of both), its PostgreSQL not yet reaped', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const [postmaster, ...rest] = (await readFile(pidFile, 'utf8')).split('\n');
    await server.kill();
    // Killed, PostgreSQL removed nothing: its pid file names a process that no longer runs.
    expect(alive(Number(postmaster))).toBe(false);
    expect((await readFile(pidFile, 'utf8')).split('\n')[0]).toBe(postmaster);
    // Until its adopter reaps it (a container's pid 1 may never), the dead postmaster is a
    // zombie, whose pid still answers signal 0. Whether it is reaped before the restart is a
    // race (on CI it once was not), so a zombie of our own, of PostgreSQL's user, stands in for
    // it in the file.
    const zombie = await holdZombie(await stat(pidFile));
    try {
      await writeFile(pidFile, [String(zombie.pid), ...rest].join('\n'));
      const restarted = await startServer({ DATA_DIR: dataDir });
      expect((await (await logIn(restarted.url)).request('GET', '/api/auth/session')).status).toBe(200);
    } finally {
      zombie.release();
    }
  });
});
