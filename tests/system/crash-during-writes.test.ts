import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { bySoak } from '../helpers/soak';
import { expectConsistent } from './helpers/consistency';
import { embeddedDatabaseUrl } from './helpers/embedded-url';
import { logIn } from './helpers/http-session';
import { killAllServers, startServer, type ServerProcess } from './helpers/server-process';
import { contentOrder, dataRoomBuilds, landingOrder, mediaOrder, ndaDecisions, type WriteScope } from './helpers/write-scopes';
import { seededRandom, TrackedScope } from './helpers/write-streams';

const KILLS = bySoak(3, 30);
const SEED = Number(process.env.SEED) || Date.now();

let dataDir: string | undefined;
afterAll(async () => {
  await killAllServers();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function openDatabase(dir: string) {
  return new pg.Pool({ connectionString: await embeddedDatabaseUrl(dir), max: 2 });
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
  it(`keeps every acknowledged write and no half of any, across ${KILLS} kills (seed ${SEED})`, async () => {
    const random = seededRandom(SEED);
    dataDir = await mkdtemp(path.join(tmpdir(), 'bo-system-crash-'));
    // As root the embedded server runs as `postgres`, which must be able to enter it.
    await chmod(dataDir, 0o755);
    let started = Date.now();
    let server: ServerProcess = await startServer({ DATA_DIR: dataDir });
    console.log(`first start (initdb, migrations, demo data): ${Date.now() - started} ms`);
    const session = await logIn(server.url);
    let db = await openDatabase(dataDir);
    const scopes = await scopesOf(db);
    expect(scopes.length, 'a landing order, content, media, NDA and data room scopes').toBe(9);
    let acknowledged = 0;
    try {
      for (let kill = 1; kill <= KILLS; kill++) {
        const failures: string[] = [];
        const streams = Promise.all(scopes.map((scope) => scope.stream(session.at(server.url), random, failures)));
        await sleep(200 + random() * 1200);
        await db.end();
        await server.crash();
        await streams;
        expect(failures).toEqual([]);
        acknowledged += scopes.reduce((sum, scope) => sum + scope.acknowledged, 0);

        started = Date.now();
        server = await startServer({ DATA_DIR: dataDir });
        console.log(`restart after kill ${kill}: ${Date.now() - started} ms`);
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
    expect(acknowledged).toBeGreaterThan(KILLS * 5);
  });
});
