import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { PUBLIC_ROUTES } from './helpers/public-routes';
import { buildTestApp, DEMO_ADMIN, loginAs } from './helpers/test-app';

// Several tests log in for real; the login limit has its own tests in auth.test.ts.
const api = useLoggedInApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

const LOGIN_URL = '/api/auth/user-login';
const CREDENTIALS = JSON.stringify({ emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
const NOT_LOGGED_IN = { code: 'UNAUTHORIZED', message: 'Not logged in' };
const CROSS_SITE = { code: 'FORBIDDEN', message: 'Cross-site request refused' };
// Under inject the Host header is `localhost:80`, so this is the server's own origin.
const OWN_ORIGIN = 'http://localhost:80';

const postJson = (target: App, url: string, payload: string, headers: Record<string, string> = {}) =>
  target.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('sessions are required by default', () => {
  it.each([
    '/api/auth/session',
    '/api/categories',
    '/api/property-status',
    '/api/provinces',
    '/api/countries',
    '/api/user-role-types',
    '/api/agencies',
    '/api/agencies/1',
    '/api/seller-companies',
    '/api/seller-companies/1',
  ])('GET %s answers 401 without a session', async (url) => {
    expectError(await api.app.inject({ method: 'GET', url }), 401, NOT_LOGGED_IN);
  });

  it('every route of the OpenAPI document but login, logout and public media answers 401 without a session', async () => {
    const { paths } = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        if (PUBLIC_ROUTES.has(`${method} ${path}`)) continue;
        const res = await api.app.inject({ method: method as 'GET', url: path.replace(/\{\w+\}/g, '1') });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(10);
  });

  it('checks the session before the query, so an outsider learns nothing from validation', async () => {
    expectError(await api.app.inject({ method: 'GET', url: '/api/agencies?sort=not-json' }), 401, NOT_LOGGED_IN);
  });
});

describe('state-changing requests must come from our own origin', () => {
  it('refuses another Origin with 403, even on the login, and sets no cookie', async () => {
    const res = await postJson(api.app, LOGIN_URL, CREDENTIALS, { origin: 'https://evil.example' });
    expectError(res, 403, CROSS_SITE);
    expect(res.cookies).toEqual([]);
  });

  it('refuses a cross-site logout, so another site cannot end an admin session', async () => {
    const res = await api.send('POST', '/api/auth/user-logout', undefined, { origin: 'https://evil.example' });
    expectError(res, 403, CROSS_SITE);
    expect((await api.get('/api/auth/session')).statusCode).toBe(200);
  });

  it("accepts the server's own origin", async () => {
    const res = await postJson(api.app, LOGIN_URL, CREDENTIALS, { origin: OWN_ORIGIN });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ emailAddress: DEMO_ADMIN.email });
  });

  it('refuses the same host under another scheme or port', async () => {
    for (const origin of ['https://localhost:80', 'http://localhost:5173', 'null']) {
      expectError(await postJson(api.app, LOGIN_URL, CREDENTIALS, { origin }), 403, CROSS_SITE);
    }
  });

  it('refuses Sec-Fetch-Site: cross-site when there is no Origin', async () => {
    expectError(await postJson(api.app, LOGIN_URL, CREDENTIALS, { 'sec-fetch-site': 'cross-site' }), 403, CROSS_SITE);
  });

  it('accepts Sec-Fetch-Site: same-origin when there is no Origin', async () => {
    expect((await postJson(api.app, LOGIN_URL, CREDENTIALS, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  describe('with ALLOWED_ORIGINS=http://localhost:5173', () => {
    let devApp: App;
    beforeAll(async () => {
      devApp = await buildTestApp({ ALLOWED_ORIGINS: 'http://localhost:5173' });
    });
    afterAll(() => devApp.close());

    it('accepts the listed origin', async () => {
      const res = await postJson(devApp, LOGIN_URL, CREDENTIALS, { origin: 'http://localhost:5173' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ emailAddress: DEMO_ADMIN.email });
    });

    it('still refuses any other origin', async () => {
      expectError(await postJson(devApp, LOGIN_URL, CREDENTIALS, { origin: 'https://evil.example' }), 403, CROSS_SITE);
    });
  });
});

describe('malformed requests get the error shape, never a 500', () => {
  it('answers 400 to malformed JSON', async () => {
    const error = expectError(await postJson(api.app, LOGIN_URL, '{"emailAddress":'), 400);
    expect(error.message).toMatch(/JSON/);
  });

  it('answers 413 to a JSON body over 1 MiB', async () => {
    const huge = JSON.stringify({ emailAddress: DEMO_ADMIN.email, password: 'x'.repeat(1024 * 1024) });
    expectError(await postJson(api.app, LOGIN_URL, huge), 413);
  });

  it('answers 400 to text PostgreSQL cannot store (a NUL character)', async () => {
    const res = await postJson(api.app, LOGIN_URL, JSON.stringify({ emailAddress: 'admin\u0000@example.com', password: 'x' }));
    expectError(res, 400, { code: 'INVALID_TEXT' });
  });

  it.each([
    'APPLICATION/JSON',
    'Application/Json; charset=UTF-8',
    'application/json ;charset=utf-8',
    'application/json\t;charset=utf-8',
    ' application/json',
    '\tapplication/json',
    'application/json;',
    'application/json ',
  ])('validates or refuses a body sent as %j, never accepts it unvalidated', async (contentType) => {
    const headers = { 'content-type': contentType };
    for (const [payload, field] of [
      [{ emailAddress: DEMO_ADMIN.email }, 'password'],
      [{ emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password, isAdmin: true }, 'isAdmin'],
    ] as const) {
      const res = await api.app.inject({ method: 'POST', url: LOGIN_URL, headers, payload: JSON.stringify(payload) });
      expect([400, 415], res.body).toContain(res.statusCode);
      const error = expectError(res, res.statusCode);
      if (res.statusCode === 400) expect(error.fields).toHaveProperty(field);
    }
  });

  it('answers 415 to a media type it does not parse', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      headers: { 'content-type': 'application/jsonx' },
      payload: CREDENTIALS,
    });
    expectError(res, 415);
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/nope?x=1', 'No route GET /api/nope'],
    ['POST', '/api/agencies/1/nope', 'No route POST /api/agencies/1/nope'],
  ] as const)('%s %s answers 404 with the error shape', async (method, url, message) => {
    expectError(await api.app.inject({ method, url, headers: { cookie: api.cookie } }), 404, { code: 'NOT_FOUND', message });
    expectError(await api.app.inject({ method, url }), 404, { code: 'NOT_FOUND', message });
  });
});

describe('what an outsider learns from the edges of the API', () => {
  it.each([
    ['TRACE', '/api/auth/session'],
    ['GET', '/api/'],
    ['GET', '/api/media/'],
    ['GET', '/api/media/images/'],
  ] as const)('%s %s answers 404 in the error shape: no echo of the request, no listing', async (method, url) => {
    for (const headers of [{ cookie: api.cookie }, {}]) {
      const res = await api.app.inject({ method, url, headers });
      expectError(res, 404, { code: 'NOT_FOUND' });
      expect(res.body).not.toContain('authToken');
    }
  });

  it('grants no other site a cross-origin read: no CORS header on an answer or a preflight', async () => {
    const read = await api.app.inject({
      method: 'GET',
      url: '/api/agencies',
      headers: { cookie: api.cookie, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/agencies',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.statusCode).toBe(404);
    for (const res of [read, preflight]) {
      expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  describe('an error the server did not expect', () => {
    let broken: App;
    beforeAll(async () => {
      broken = await buildTestApp();
      // Behind the product's back: every query of the agencies now fails in PostgreSQL.
      await broken.db.execute(sql`alter table agencies rename to agencies_moved_away`);
    });
    afterAll(() => broken.close());

    it("answers 500 'Something went wrong on the server', with no SQL, table name or stack", async () => {
      const cookie = await loginAs(broken, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const res = await broken.inject({ method: 'GET', url: '/api/agencies', headers: { cookie } });
      expectError(res, 500, { code: 'INTERNAL', message: 'Something went wrong on the server' });
      expect(res.body).not.toMatch(/agencies|select|relation|at .*\.ts|node_modules/i);
      expect(res.headers['x-request-id']).toBeTruthy();
    });
  });
});

describe('X-Request-Id', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it.each([
    ['a success', () => postJson(api.app, LOGIN_URL, CREDENTIALS)],
    ['a 401', () => api.app.inject({ method: 'GET', url: '/api/agencies' })],
    ['a 403', () => postJson(api.app, LOGIN_URL, CREDENTIALS, { origin: 'https://evil.example' })],
    ['a 404', () => api.app.inject({ method: 'GET', url: '/api/nope' })],
    ['a malformed body', () => postJson(api.app, LOGIN_URL, '{')],
    ['the API docs', () => api.app.inject({ method: 'GET', url: '/api/docs/' })],
  ])('is on %s', async (_case, send) => {
    expect((await send()).headers['x-request-id']).toMatch(UUID);
  });

  it('differs between requests', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await api.app.inject({ method: 'GET', url: '/api/nope' })).headers['x-request-id']),
    );
    expect(new Set(ids).size).toBe(3);
  });

  it("echoes the caller's X-Request-Id so logs can be correlated", async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/agencies', headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers['x-request-id']).toBe('trace-42');
    const longest = `A.b_c-${'9'.repeat(58)}`;
    const kept = await api.app.inject({ method: 'GET', url: '/api/agencies', headers: { 'x-request-id': longest } });
    expect(kept.headers['x-request-id']).toBe(longest);
  });

  it.each([
    ['over 64 characters', 'a'.repeat(65)],
    ['with a space', 'trace 42'],
    ['markup', '<script>alert(1)</script>'],
    ['a forged log field', '","level":60,"msg":"admin logged in'],
    ['a path', '../../etc/passwd'],
  ])("replaces a caller's X-Request-Id %s with one of its own", async (_case, given) => {
    const res = await api.app.inject({ method: 'GET', url: '/api/agencies', headers: { 'x-request-id': given } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});

describe('API documentation', () => {
  it('GET /api/openapi.json is public and lists the API paths', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/user-login',
        '/api/auth/session',
        '/api/categories',
        '/api/agencies',
        '/api/agencies/{id}',
        '/api/seller-companies/{id}',
      ]),
    );
    expect(spec.components.securitySchemes.session).toEqual({ type: 'apiKey', in: 'cookie', name: 'authToken' });
  });

  it('GET /api/docs/ is public and answers HTML', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html/i);
  });
});

describe('security headers', () => {
  /** The directives of a Content-Security-Policy header, by name. */
  const directives = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it.each([
    ['an API answer', '/api/auth/session'],
    ['an error', '/api/no-such-route'],
    ['the API documentation page', '/api/docs/'],
  ])('%s carries a policy that runs scripts only from our origin and forbids framing', async (_what, url) => {
    const res = await api.get(url);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    // A <base> element smuggled into stored HTML cannot re-point relative links.
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('asks browsers to keep to HTTPS for a year without pinning the rest of the domain', async () => {
    const res = await api.get('/api/auth/session');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
