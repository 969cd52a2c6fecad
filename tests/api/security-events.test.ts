import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { DEMO_SUPPORT } from '../../server/demo/demo-data';
import { LOG_LEVELS, logLines, type LogLine } from './helpers/log-lines';
import { buildTestApp, DEMO_ADMIN, loginAs } from './helpers/test-app';

// ASVS 5.0 V16.3: the operator's log names every login, logout and refused request, with who and
// from where; a 500 is logged with the request id the client was given.

const { warn: WARN, info: INFO } = LOG_LEVELS;
const log = logLines<LogLine & { securityEvent?: string }>();
const lines = log.lines;
let app: App;

beforeAll(async () => {
  app = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '3' }, { logger: { level: 'info', stream: log.stream } });
});
afterAll(() => app.close());
beforeEach(() => {
  lines.length = 0;
});

const events = (name: string) => lines.filter((line) => line.securityEvent === name);
const login = (emailAddress: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { emailAddress, password } });

describe('logins and logouts', () => {
  it('logs a login and a logout with the account and the address', async () => {
    const cookie = await loginAs(app);
    const session = (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<{ user: { id: number } }>()
      .user;
    expect(events('login')).toEqual([expect.objectContaining({ level: INFO, userId: session.id, ip: '127.0.0.1' })]);

    await app.inject({ method: 'POST', url: '/api/auth/user-logout', headers: { cookie } });
    expect(events('logout')).toEqual([expect.objectContaining({ level: INFO, userId: session.id, ip: '127.0.0.1' })]);
  });

  it('logs a failed login with the account it named, and the refusal once the account is throttled', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(DEMO_SUPPORT.email, 'not-the-password')).statusCode).toBe(401);
    expect(events('login failed')).toHaveLength(3);
    expect(events('login failed')[0]).toMatchObject({ level: WARN, ip: '127.0.0.1', userId: expect.any(Number) });
    // The log never holds what was typed.
    expect(JSON.stringify(lines)).not.toContain('not-the-password');

    expect((await login(DEMO_SUPPORT.email, DEMO_SUPPORT.password)).statusCode).toBe(429);
    expect(events('login throttled')).toEqual([expect.objectContaining({ level: WARN, ip: '127.0.0.1' })]);
    // The account may log in again in the tests after this one.
    await app.db.execute(sql`delete from login_throttle`);
  });
});

describe('refused requests', () => {
  it('logs a 401 without a cookie, and with one that names no live session (expired, ended or forged)', async () => {
    await app.inject({ method: 'GET', url: '/api/agencies?q=secret-search' });
    await app.inject({ method: 'GET', url: '/api/agencies', headers: { cookie: 'authToken=forged' } });
    expect(events('request refused')).toEqual([
      expect.objectContaining({ level: WARN, status: 401, code: 'UNAUTHORIZED', route: 'GET /api/agencies', session: 'none' }),
      expect.objectContaining({ status: 401, route: 'GET /api/agencies', session: 'not live' }),
    ]);
    expect(JSON.stringify(events('request refused'))).not.toContain('forged');
  });

  it('logs a 403 to a cross-site write and to support staff, with who they were', async () => {
    const admin = await loginAs(app);
    await app.inject({ method: 'PUT', url: '/api/agencies/', payload: {}, headers: { cookie: admin, origin: 'https://evil.example' } });
    const support = await loginAs(app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    await app.inject({ method: 'PUT', url: '/api/agencies/', payload: {}, headers: { cookie: support, origin: 'http://localhost:80' } });
    expect(events('request refused')).toEqual([
      // Refused before its session is looked up.
      expect.objectContaining({ status: 403, code: 'FORBIDDEN', route: 'PUT /api/agencies/', session: 'not checked' }),
      expect.objectContaining({
        status: 403,
        code: 'READ_ONLY',
        route: 'PUT /api/agencies/',
        session: 'live',
        userId: expect.any(Number),
      }),
    ]);
  });
});

describe('an error the server did not expect', () => {
  it('is logged at error level with the request id the client was given', async () => {
    const cookie = await loginAs(app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await app.db.execute(sql`alter table agencies rename to agencies_moved_away`);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/agencies', headers: { cookie } });
      expect(res.statusCode).toBe(500);
      const logged = lines.filter((line) => line.level >= 50);
      expect(logged).toEqual([expect.objectContaining({ reqId: res.headers['x-request-id'], msg: 'unhandled error' })]);
      // The detail the client does not see is the operator's.
      expect(JSON.stringify(logged)).toContain('agencies');
    } finally {
      await app.db.execute(sql`alter table agencies_moved_away rename to agencies`);
    }
  });
});

describe('the request log', () => {
  it('has one line per request, at info level whatever the status, naming method, path, status and time', async () => {
    const cookie = await loginAs(app);
    lines.length = 0;
    const listed = await app.inject({ method: 'GET', url: '/api/categories', headers: { cookie } });
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route', headers: { cookie } });
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/agencies/?id=1',
      headers: { cookie },
      payload: { agencyName: 'x'.repeat(500) },
    });
    for (const [res, method, status] of [
      [listed, 'GET', 200],
      [missing, 'GET', 404],
      [refused, 'PUT', 400],
    ] as const) {
      expect(res.statusCode).toBe(status);
      const mine = lines.filter((line) => line.reqId === res.headers['x-request-id']);
      expect(mine, JSON.stringify(mine)).toHaveLength(1);
      expect(mine[0]).toMatchObject({ level: INFO, method, statusCode: status, responseTime: expect.any(Number) });
      expect(mine[0].msg).toMatch(new RegExp(`^${method} /api/\\S+ ${status} [\\d.]+ ms$`));
    }
  });

  it("logs the app's own session check with nobody logged in as a request, not as a refused one", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/session?optional=true' });
    const mine = lines.filter((line) => line.reqId === res.headers['x-request-id']);
    expect(mine.map((line) => [line.level, line.msg])).toEqual([
      [INFO, expect.stringMatching(/^GET \/api\/auth\/session\?optional=true 200 /)],
    ]);
  });
});
