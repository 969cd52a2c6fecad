import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { App } from '../../server/app';
import { connect } from '../../server/db/client';
import { expectError } from './helpers/expect-error';
import { buildTestApp } from './helpers/test-app';
import { dropDatabase } from './setup/databases';

// Issue 17: probes for a load balancer, answered without a session.

const ready = (app: App) => app.inject({ method: 'GET', url: '/api/health/ready' });

describe('a healthy server', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('is live and ready, without a session, and its answers are not cached', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const res = await ready(app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready once its database is gone, saying which part, and still live', async () => {
    const other = await buildTestApp();
    try {
      const [{ name }] = (await other.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
      await dropDatabase(inject('maintenanceUrl'), name);
      expectError(await ready(other), 503, { code: 'NOT_READY', message: 'Not ready: the database did not answer' });
      expect((await other.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await other.close().catch(() => {});
    }
  });
});

describe('readiness under a flood of probes', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  // Only the clock is faked, so the second can be stepped over without waiting it out. It only
  // moves on, across tests too (vi.waitFor moves it as well), so each test starts a second after
  // any round of the one before.
  let clock = Date.now();
  const second = () => vi.setSystemTime((clock += 1_000));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    second();
  });
  afterEach(() => {
    clock = Date.now();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('checks the database once for all the probes within a second, and again after it', async () => {
    const queries = vi.spyOn(app.db, 'execute');
    const answers = await Promise.all(Array.from({ length: 20 }, () => ready(app)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect((await ready(app)).statusCode).toBe(200);
    expect(queries).toHaveBeenCalledTimes(1);
    second();
    expect((await ready(app)).statusCode).toBe(200);
    expect(queries).toHaveBeenCalledTimes(2);
  });

  it('asks afresh within the second once a database connection is lost, not answering ready from before', async () => {
    const queries = vi.spyOn(app.db, 'execute');
    expect((await ready(app)).statusCode).toBe(200);
    let lost = 0;
    app.onDatabaseLost(() => lost++);
    // As PostgreSQL does to every connection when it stops or fails over.
    const admin = connect(app.databaseUrl, { max: 1 });
    let terminated: number;
    try {
      const { rows } = await admin.db.execute<{ n: number }>(
        // The pool's connections the probes used (not tus's LISTEN); CASE, as AND does not promise to spare this one.
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and query = 'select 1'
              and case when pid = pg_backend_pid() then false else pg_terminate_backend(pid) end`,
      );
      terminated = rows[0].n;
    } finally {
      await admin.close();
    }
    // Each of them told, so the next probe connects afresh.
    expect(terminated).toBeGreaterThan(0);
    await vi.waitFor(() => expect(lost).toBe(terminated));
    expect((await ready(app)).statusCode).toBe(200);
    expect(queries).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure for that second only: the next second is asked afresh', async () => {
    vi.spyOn(app.storage, 'ready').mockRejectedValueOnce(new Error('gone'));
    expectError(await ready(app), 503, { code: 'NOT_READY', message: 'Not ready: the storage did not answer' });
    expectError(await ready(app), 503, { code: 'NOT_READY' });
    second();
    expect((await ready(app)).statusCode).toBe(200);
  });
});

describe('a server whose file store cannot be used', () => {
  let app: App;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bo-health-'));
    // A file in the files folder's place (a volume gone, a mount-point left behind) before the
    // server starts: tus's store, which makes its folder then, once threw from a callback and
    // ended the process (an uncaught exception in this file).
    await writeFile(path.join(dataDir, 'files'), 'not a folder');
    app = await buildTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is not ready, naming the file store and nothing of why', async () => {
    const res = await ready(app);
    expectError(res, 503, { code: 'NOT_READY', message: 'Not ready: the storage did not answer' });
    expect(res.body).not.toContain(dataDir);
  });
});
