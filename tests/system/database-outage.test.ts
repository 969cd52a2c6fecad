import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/client';
import { DEMO_ADMIN } from '../../server/demo/demo-data';
import { isDatabaseUnavailable } from '../../server/db/database-unavailable';
import { withClient } from './helpers/backup-digests';
import { logIn, type HttpSession } from './helpers/http-session';
import { ownPostgres, type OwnPostgres } from './helpers/own-postgres';
import { built } from '../setup/built-script';
import { killAllServers, startServer, type ServerProcess } from './helpers/server-process';

// Issue 17 'Database outage': PostgreSQL stopped and started (pg_ctl) under a stream of requests:
// only 503s with the error shape during the gap (never a 500, never a hang), 2xx before and
// after, and the same API process throughout.

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A hang, as far as this test goes: while PostgreSQL is down connections are refused at once, so a 503 takes milliseconds. */
const REQUEST_TIMEOUT_MS = 8_000;

let postgres: OwnPostgres;
let databaseUrl: string;
let dataDir: string;
let server: ServerProcess;
let session: HttpSession;

beforeAll(async () => {
  postgres = await ownPostgres();
  await withClient(postgres.urlFor('postgres'), (client) => client.query('create database back_office'));
  databaseUrl = postgres.urlFor('back_office');
  // Migrations and the one login the streams need, as an operator makes them, instead of the slow demo seed.
  await promisify(execFile)(process.execPath, [built('admin-create.js'), '--email', DEMO_ADMIN.email, '--password', DEMO_ADMIN.password], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'bo-outage-'));
  server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'false' });
  session = await logIn(server.url);
});
afterAll(async () => {
  await killAllServers();
  await postgres?.remove();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  stream: string;
  started: number;
  ended: number;
  /** The HTTP status, or why there was none ('timeout', a network error). */
  status: number | string;
  code?: string;
}

const ok = (a: Answer) => typeof a.status === 'number' && a.status >= 200 && a.status < 300;

/** Each request of `sends` sent again and again (a short pause between), every answer recorded, until `end()`. */
function streams(sends: Record<string, (signal: AbortSignal) => Promise<Response>>) {
  const answers: Answer[] = [];
  let running = true;
  const loops = Object.entries(sends).map(async ([stream, send]) => {
    while (running) {
      const started = Date.now();
      const answer = await send(AbortSignal.timeout(REQUEST_TIMEOUT_MS)).then(
        async (res) => ({ status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code }),
        (error: Error) => ({ status: error.name === 'TimeoutError' ? 'timeout' : error.message }),
      );
      answers.push({ stream, started, ended: Date.now(), ...answer });
      await sleep(25);
    }
  });
  return {
    async end(): Promise<Answer[]> {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

async function createAgency(name: string): Promise<number> {
  const res = await session.request('POST', '/api/agencies', {
    agencyName: name,
    contactPerson: 'Pat Lee',
    contactNumber: '021 555 0100',
    emailAddress: 'pat@example.com',
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe('PostgreSQL stopped and started under a stream of requests', () => {
  it('answers 2xx, then only 503s with the error shape, then 2xx again, in the same process', async () => {
    const streamed = await createAgency('Streamed Realty');
    const untouched = await createAgency('Untouched Realty');
    const { cookie } = session;
    let writes = 0;
    const traffic = streams({
      list: (signal) => fetch(`${server.url}/api/properties/admin?range=[0,24]`, { headers: { cookie }, signal }),
      ready: (signal) => fetch(`${server.url}/api/health/ready`, { signal }),
      live: (signal) => fetch(`${server.url}/api/health/live`, { signal }),
      write: (signal) =>
        fetch(`${server.url}/api/agencies/?id=${streamed}`, {
          method: 'PUT',
          headers: { cookie, origin: server.url, 'content-type': 'application/json' },
          body: JSON.stringify({ contactPerson: `Person ${++writes}` }),
          signal,
        }),
    });

    await sleep(1_500);
    const stopping = Date.now();
    await postgres.stop();
    const stopped = Date.now();
    await sleep(1_000);
    // A write while it is down: refused, and (checked below) nothing of it kept.
    const gapWrite = await session.request('PUT', `/api/agencies/?id=${untouched}`, { agencyName: 'Renamed in the gap' });
    expect(gapWrite.status).toBe(503);
    expect(await gapWrite.json()).toEqual({
      error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not answering. Try again in a moment.' },
    });
    await sleep(1_000);
    const starting = Date.now();
    await postgres.start();
    const started = Date.now();
    await sleep(4_000);
    const answers = await traffic.end();

    // Nothing but a 2xx or a 503: no 500, no hang, no dropped connection.
    expect(answers.filter((a) => !ok(a) && a.status !== 503)).toEqual([]);
    // Every 503 in the one error shape, naming the database (the readiness probe: itself not ready).
    for (const a of answers.filter((a) => a.status === 503))
      expect(a).toMatchObject({ code: a.stream === 'ready' ? 'NOT_READY' : 'DATABASE_UNAVAILABLE' });
    // The liveness probe asks nothing of the database: live throughout.
    expect(answers.filter((a) => a.stream === 'live' && a.status !== 200)).toEqual([]);
    const of = (stream: string, from: number, to: number) =>
      answers.filter((a) => a.stream === stream && a.started >= from && a.ended <= to);
    for (const stream of ['list', 'ready', 'write']) {
      expect(of(stream, 0, stopping).filter(ok).length, `${stream}: 2xx before the stop`).toBeGreaterThan(0);
      const gap = of(stream, stopped, starting);
      expect(gap.length, `${stream}: requests during the gap`).toBeGreaterThan(0);
      expect(
        gap.filter((a) => a.status !== 503),
        `${stream}: only 503s during the gap`,
      ).toEqual([]);
      // Back by itself, soon after PostgreSQL accepts connections again, and nothing but 2xx from then on.
      expect(of(stream, started, Infinity).find(ok)?.started, `${stream}: a 2xx soon after the restart`).toBeLessThan(started + 2_000);
      expect(
        of(stream, started + 2_000, Infinity).filter((a) => !ok(a)),
        `${stream}: only 2xx once back`,
      ).toEqual([]);
    }

    // The same process throughout: never exited, never restarted, nothing unhandled.
    expect(await Promise.race([server.exited.then(() => 'exited'), sleep(100).then(() => 'running')])).toBe('running');
    expect(() => process.kill(server.pid, 0)).not.toThrow();
    expect(server.output()).not.toMatch(/unhandled|uncaught/i);
    const kept = await session.request('GET', `/api/agencies/${untouched}`);
    expect(await kept.json()).toMatchObject({ agencyName: 'Untouched Realty' });
  });
});

describe('a pool connection lost inside a transaction', () => {
  it('fails the transaction as unavailable, leaves the pool, and does not end the process', async () => {
    // The server's own pool (server/db/client.ts), in this process: an unheard connection error would end the test run.
    await postgres.start();
    const database = connect(databaseUrl, { max: 2 });
    try {
      let resume!: () => void;
      const paused = new Promise<void>((resolve) => (resume = resolve));
      const transaction = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await paused;
          await tx.execute(sql`select 2`);
        })
        .catch((error: unknown) => error);
      // As Drizzle leaves a connection whose BEGIN failed: checked out and never released.
      const held = await database.pool.connect();
      await sleep(100);
      expect(database.pool.totalCount).toBe(2);

      await postgres.stop();
      resume();
      expect(isDatabaseUnavailable(await transaction)).toBe(true);
      expect(database.pool.totalCount, 'both lost connections left the pool').toBe(0);
      expect(isDatabaseUnavailable(await database.db.execute(sql`select 1`).catch((error: unknown) => error))).toBe(true);

      await postgres.start();
      // Both places are free again: two queries at once, where a leaked connection would make one wait and time out.
      const results = await Promise.all([1, 2].map((n) => database.db.execute(sql`select ${n}::int as n, pg_sleep(0.2)`)));
      expect(results.map((r) => r.rows[0].n)).toEqual([1, 2]);
      // Its holder releasing it later does nothing (pg-pool would throw on a second release).
      held.release();
    } finally {
      await database.close();
    }
  });
});
