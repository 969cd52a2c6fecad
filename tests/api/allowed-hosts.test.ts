import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { agencies, dataRoomFileVersions } from '../../server/db/schema';
import { expectError } from './helpers/expect-error';
import { LOG_LEVELS, logLines, type LogLine } from './helpers/log-lines';
import { useLoggedInApp } from './helpers/logged-in-app';
import { buildTestApp, DEMO_ADMIN } from './helpers/test-app';

// Issue 29, item 3: a web page on a name its owner then points at this server (DNS rebinding) sends
// that name as Host and as Origin, so without a host check it passed as our own origin.
const log = logLines<LogLine & { securityEvent?: string; host?: string }>();
const api = useLoggedInApp({ LOGIN_RATE_LIMIT_MAX: '1000' }, { logger: { level: 'warn', stream: log.stream } });

const REBOUND = 'rebind.example:3000';
/** What a browser sends from a page of the rebound name: its Host, and its origin on writes. */
const rebound = { host: REBOUND, origin: `http://${REBOUND}` };
/** The same request addressed as `npm start` prints it. */
const own = { host: 'localhost:3000', origin: 'http://localhost:3000' };
const MISDIRECTED = { code: 'MISDIRECTED_REQUEST', message: 'This server does not answer for that host name' };
const CREDENTIALS = { emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password };

const login = (target: App, headers: Record<string, string>) =>
  target.inject({ method: 'POST', url: '/api/auth/user-login', payload: CREDENTIALS, headers });

/** A 421 in the error shape, with the headers every answer carries, and no cookie. */
function expectMisdirected(res: Awaited<ReturnType<App['inject']>>) {
  expectError(res, 421, MISDIRECTED);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.cookies).toEqual([]);
}

describe('a request addressed to a host outside ALLOWED_HOSTS (DNS rebinding) is answered 421 before anything runs', () => {
  it('refuses a login with the demo password, setting no cookie; the same login to localhost succeeds', async () => {
    expectMisdirected(await login(api.app, rebound));
    expect((await login(api.app, own)).statusCode).toBe(200);
  });

  it("refuses a data room download with the admin's session", async () => {
    const [{ fileId }] = await api.app.db.select({ fileId: dataRoomFileVersions.fileId }).from(dataRoomFileVersions).limit(1);
    const url = `/api/property-data-room/download/${fileId}`;
    expectMisdirected(await api.get(url, rebound));
    expect((await api.get(url, own)).statusCode).toBe(200);
  });

  it("refuses a write with the admin's session and the rebound name's Origin, storing nothing", async () => {
    const body = {
      agencyName: 'Rebound Realty',
      contactPerson: 'Thandi Nkosi',
      contactNumber: '021 555 0100',
      emailAddress: 't@example.co.za',
      description: 'Owner of A-grade offices.',
    };
    const named = async () => (await api.app.db.select({ n: count() }).from(agencies).where(eq(agencies.agencyName, body.agencyName)))[0].n;
    expectMisdirected(await api.send('POST', '/api/agencies', body, rebound));
    expect(await named()).toBe(0);
    expect((await api.send('POST', '/api/agencies', body, own)).statusCode).toBe(201);
    expect(await named()).toBe(1);
  });

  // The admin app's own files: static-app.test.ts.
  it('refuses a page address and an unknown API address alike', async () => {
    expectMisdirected(await api.app.inject({ method: 'GET', url: '/properties', headers: { ...rebound, accept: 'text/html' } }));
    expectMisdirected(await api.app.inject({ method: 'GET', url: '/api/nothing-here', headers: rebound }));
  });

  it('logs each refusal as a security event naming the host, which the answer does not echo', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/health/live', headers: { host: 'other.example' } });
    expect(res.body).not.toContain('other.example');
    expect(log.lines.filter((line) => line.host === 'other.example')).toEqual([
      expect.objectContaining({ level: LOG_LEVELS.warn, securityEvent: 'request refused', status: 421, route: 'GET /api/health/live' }),
    ]);
  });

  it.each(['localhost', 'localhost:5173', 'LOCALHOST:3000', '127.0.0.1:3000', '[::1]:3000'])(
    'answers %s under the default ALLOWED_HOSTS (npm start, the dev server, the tests)',
    async (host) => {
      expect((await api.get('/api/auth/session', { host })).statusCode).toBe(200);
    },
  );
});

describe('ALLOWED_HOSTS=admin.example.com,10.0.0.11 behind a proxy (TRUST_PROXY=true)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ ALLOWED_HOSTS: 'admin.example.com, 10.0.0.11', TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => app.close());

  it('takes a login to the configured name, and a probe by the listed address on any port', async () => {
    expect((await login(app, { host: 'admin.example.com', origin: 'http://admin.example.com' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health/live', headers: { host: '10.0.0.11:3000' } })).statusCode).toBe(200);
  });

  it('refuses localhost, no longer listed', async () => {
    expectMisdirected(await login(app, own));
  });

  it("judges the host the proxy forwards (X-Forwarded-Host), as the origin check does, not the proxy's own Host", async () => {
    expectMisdirected(await login(app, { host: 'admin.example.com', 'x-forwarded-host': REBOUND, origin: rebound.origin }));
    const forwarded = { host: '10.0.0.11:3000', 'x-forwarded-host': 'admin.example.com', origin: 'http://admin.example.com' };
    expect((await login(app, forwarded)).statusCode).toBe(200);
  });
});

describe('the ALLOWED_HOSTS setting', () => {
  it.each([
    ['https://admin.example.com', /ALLOWED_HOSTS: 'https:\/\/admin\.example\.com' is not a host name or IP address/],
    ['admin.example.com:443', /ALLOWED_HOSTS: 'admin\.example\.com:443' is not a host name/],
    ['admin.example.com/', /ALLOWED_HOSTS: 'admin\.example\.com\/' is not a host name/],
    [' , ', /ALLOWED_HOSTS names no host/],
  ])('refuses %j at start-up, naming it', (value, message) => {
    expect(() => loadConfig({ ALLOWED_HOSTS: value })).toThrow(message);
  });

  it('reads names in lower case and IPv6 addresses in brackets, as a Host header writes them', () => {
    expect(loadConfig({ ALLOWED_HOSTS: 'Admin.Example.com,::1,[fe80::1]' }).allowedHosts).toEqual([
      'admin.example.com',
      '[::1]',
      '[fe80::1]',
    ]);
    expect(loadConfig({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
  });
});
