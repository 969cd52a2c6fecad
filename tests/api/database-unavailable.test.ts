import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { freePort } from '../../server/db/embedded/free-port';
import { expectError } from './helpers/expect-error';
import { logLines } from './helpers/log-lines';
import { DEMO_ADMIN } from './helpers/test-app';

// Issue 17 'Database outage': while PostgreSQL is away, requests answer 503 with the error shape,
// never 500 and never a hang. Here nothing listens on the database's port at all; the system test
// (tests/system/database-outage.test.ts) stops and starts a real one under a stream of requests.

const UNAVAILABLE = { code: 'DATABASE_UNAVAILABLE', message: 'The database is not answering. Try again in a moment.' };

let app: App;
let dataDir: string;
const log = logLines();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bo-no-database-'));
  const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent', DATA_DIR: dataDir });
  const databaseUrl = `postgres://nobody:secret@127.0.0.1:${await freePort()}/back_office`;
  app = await buildApp({ config, databaseUrl, poolSize: 2, logger: { level: 'warn', stream: log.stream } });
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const unavailableLines = () => log.lines.filter((line) => line.msg === 'database unavailable');

describe('a server whose database refuses connections', () => {
  it('answers a login 503 DATABASE_UNAVAILABLE, and logs the cause once, as an error', async () => {
    const before = unavailableLines().length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/user-login',
      payload: { emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expectError(res, 503, UNAVAILABLE);
    expect(unavailableLines().slice(before)).toEqual([expect.objectContaining({ level: 50 })]);
  });

  it('answers 503 to a read and to a write that carry a session, whose lookup needs the database', async () => {
    const cookie = 'authToken=some-session-token';
    expectError(await app.inject({ method: 'GET', url: '/api/properties/admin?range=[0,24]', headers: { cookie } }), 503, UNAVAILABLE);
    expectError(
      await app.inject({ method: 'PUT', url: '/api/agencies/?id=1', headers: { cookie }, payload: { agencyName: 'Renamed' } }),
      503,
      UNAVAILABLE,
    );
  });

  it('is live but not ready', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expectError(await app.inject({ method: 'GET', url: '/api/health/ready' }), 503, {
      code: 'NOT_READY',
      message: 'Not ready: the database did not answer',
    });
  });
});
