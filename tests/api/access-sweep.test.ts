import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { DEMO_SUPPORT } from '../../server/demo/demo-data';
import { createServiceToken } from '../../server/lib/service-tokens';
import { hashToken } from '../../server/lib/session-store';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { PUBLIC_ROUTES } from './helpers/public-routes';
import { loginAs } from './helpers/test-app';

// Issue 16 item 2: every operation of the OpenAPI document, enumerated from the document itself
// so that a new route is swept the day it is added. A route that fits none of the lists below
// fails the sweep until someone decides which it is.

const api = useLoggedInApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

/** Called by another system with a bearer token, never with a cookie. */
const SERVICE_TOKEN = new Set(['POST /api/activity/events']);
/** POSTs that only read (the spec fetches some records by POST): support staff may send them. */
const READING_POSTS = new Set(['POST /api/properties/{id}/admin']);
/** Writes of the caller's own settings of the app, no business data: support staff may send them. */
const OWN_SETTINGS = new Set(['PUT /api/auth/preferences']);
/** Confidential files: never to support staff. */
const PRIVATE_FILES = new Set([
  'GET /api/media/images/{id}/original',
  'GET /api/property-data-room/download/{fileId}',
  'GET /api/ndaregister/download/{id}',
]);
/** Answers that are not JSON but may be read by any staff: public media, the activity log and a data room's missing documents as CSV. */
const READABLE_FILES = new Set([
  'GET /api/media/images/{id}/display.webp',
  'GET /api/media/images/{id}/thumbnail.webp',
  'GET /api/media/videos/{id}/play',
  'GET /api/activity/export',
  'GET /api/property-data-room/readiness.csv',
]);
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE = { code: 'FORBIDDEN', message: 'Cross-site request refused' };
const NOT_LOGGED_IN = { code: 'UNAUTHORIZED', message: 'Not logged in' };
const READ_ONLY = { code: 'READ_ONLY', message: 'Support staff can view but not change anything' };
const PRIVATE_REFUSED = { code: 'READ_ONLY', message: 'Support staff cannot download private files' };

interface Operation {
  key: string;
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** The path with every parameter filled in, and each required query parameter set. */
  url: string;
  /** Whether a 200 answers JSON (anything else is a file or an export). */
  json: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean }[];
  responses?: Record<string, { content?: Record<string, { schema?: { type?: string } }> }>;
}

let operations: Operation[] = [];
let supportCookie = '';

beforeAll(async () => {
  const doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([lower, op]) => {
      const method = lower.toUpperCase() as Operation['method'];
      const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=1`);
      const filled = path.replace(/\{\*\}/g, 'sweep').replace(/\{\w+\}/g, '1');
      const ok = op.responses?.['200'] ?? op.responses?.['201'];
      const type = ok?.content?.['application/json']?.schema?.type;
      return {
        key: `${method} ${path}`,
        method,
        url: query.length ? `${filled}?${query.join('&')}` : filled,
        json: type === 'object' || type === 'array',
      };
    }),
  );
  supportCookie = await loginAs(api.app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
});

const send = (op: Operation, headers: Record<string, string>, origin = true) =>
  api.app.inject({
    method: op.method,
    url: op.url,
    // Same-origin writes, unless the test is about the Origin.
    headers: { ...(origin && !SAFE.has(op.method) ? { origin: 'http://localhost:80' } : {}), ...headers },
    ...(SAFE.has(op.method) ? {} : { payload: {} }),
  });

/** The error shape, or for HEAD (which has no body) the status alone. */
function expectRefused(op: Operation, res: LightMyRequestResponse, status: number, error: { code: string; message: string }) {
  if (op.method === 'HEAD') expect(res.statusCode).toBe(status);
  else expectError(res, status, error);
}

const needsSession = (op: Operation) => !PUBLIC_ROUTES.has(op.key) && !SERVICE_TOKEN.has(op.key);
const isWrite = (op: Operation) => !SAFE.has(op.method) && !READING_POSTS.has(op.key);
/** A write support staff are refused: every one but their own settings. */
const isBusinessWrite = (op: Operation) => isWrite(op) && !OWN_SETTINGS.has(op.key);

/** Runs `check` on each operation, and fails naming every operation that broke it. */
async function sweep(chosen: Operation[], check: (op: Operation) => Promise<unknown>) {
  expect(chosen.length).toBeGreaterThan(0);
  const failures: string[] = [];
  for (const op of chosen) {
    await check(op).catch((error: Error) => failures.push(`${op.key}: ${error.message.split('\n')[0]}`));
  }
  expect(failures).toEqual([]);
}

describe('every operation is classified', () => {
  it('sweeps at least the 70 operations there were when the sweep was written', () => {
    expect(operations.length).toBeGreaterThanOrEqual(70);
  });

  it('names every operation answering a file as private or readable, so a new download is decided on', () => {
    const undecided = operations.filter(
      (op) => op.method === 'GET' && !op.json && !PRIVATE_FILES.has(op.key) && !READABLE_FILES.has(op.key),
    );
    expect(undecided.map((op) => op.key)).toEqual([]);
  });
});

describe('without a valid session', () => {
  it('answers 401 to every operation that needs a session, with no cookie at all', () =>
    sweep(operations.filter(needsSession), async (op) => expectRefused(op, await send(op, {}), 401, NOT_LOGGED_IN)));

  it('answers 401 to a forged cookie', () => {
    const forged = `authToken=${randomBytes(32).toString('base64url')}`;
    return sweep(operations.filter(needsSession), async (op) => expectRefused(op, await send(op, { cookie: forged }), 401, NOT_LOGGED_IN));
  });

  it('answers 401 to a cookie whose session has expired', async () => {
    const expired = await loginAs(api.app);
    await api.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired.replace(/^authToken=/, ''))));
    await sweep(operations.filter(needsSession), async (op) => expectRefused(op, await send(op, { cookie: expired }), 401, NOT_LOGGED_IN));
  });
});

describe('cross-site requests', () => {
  it('refuses every state-changing operation from a foreign Origin with 403, session or not', () =>
    sweep(
      operations.filter((op) => !SAFE.has(op.method) && !SERVICE_TOKEN.has(op.key)),
      async (op) => expectError(await send(op, { cookie: api.cookie, origin: 'https://evil.example' }, false), 403, CROSS_SITE),
    ));
});

describe('support staff', () => {
  it('answers 403 READ_ONLY to every write but of their own preferences', () =>
    sweep(operations.filter(needsSession).filter(isBusinessWrite), async (op) =>
      expectRefused(op, await send(op, { cookie: supportCookie }), 403, READ_ONLY),
    ));

  it('refuses every private file with 403', () =>
    sweep(
      operations.filter((op) => PRIVATE_FILES.has(op.key)),
      async (op) => expectRefused(op, await send(op, { cookie: supportCookie }), 403, PRIVATE_REFUSED),
    ));

  it('may read everything else, send the POSTs that only read, and save their own preferences', () =>
    sweep(
      operations.filter((op) => needsSession(op) && !isBusinessWrite(op) && !PRIVATE_FILES.has(op.key)),
      async (op) => {
        const res = await send(op, { cookie: supportCookie });
        expect(res.statusCode, res.body.slice(0, 200)).not.toBe(403);
        expect(res.statusCode).toBeLessThan(500);
      },
    ));

  it('may log out', async () => {
    const own = await loginAs(api.app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const res = await api.app.inject({ method: 'POST', url: '/api/auth/user-logout', headers: { cookie: own } });
    expect(res.statusCode).toBe(200);
    expectError(await api.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: own } }), 401, NOT_LOGGED_IN);
  });
});

describe('no answer is kept by a cache', () => {
  it('marks every JSON answer no-store, to staff and to an outsider, found or not', () =>
    sweep(
      operations.filter((op) => !isWrite(op) && op.method !== 'HEAD'),
      async (op) => {
        for (const res of [await send(op, { cookie: api.cookie }), await send(op, {})]) {
          if (!String(res.headers['content-type']).startsWith('application/json')) continue;
          expect(res.headers['cache-control'], `${res.statusCode}`).toBe('no-store');
        }
      },
    ));
});

describe('no secret ever leaves the server', () => {
  it('answers no password hash, session token or service token, in any body or header but the login cookie', async () => {
    const token = api.cookie.replace(/^authToken=/, '');
    const serviceToken = await createServiceToken(api.app.db, 'access sweep');
    const event = await api.app.inject({
      method: 'POST',
      url: '/api/activity/events',
      headers: { authorization: `Bearer ${serviceToken}` },
      payload: {},
    });
    expect(event.statusCode).toBeLessThan(500);
    const secrets = [token, hashToken(token), serviceToken, createHash('sha256').update(serviceToken).digest('hex'), '$argon2'];
    const seen = (res: LightMyRequestResponse) => {
      const headers = Object.entries(res.headers).filter(([name]) => name !== 'set-cookie');
      return JSON.stringify(headers) + res.body;
    };
    await sweep(
      operations.filter((op) => op.method === 'GET'),
      async (op) => {
        const text = seen(await send(op, { cookie: api.cookie }));
        for (const secret of secrets) expect(text.includes(secret), `contains ${secret.slice(0, 8)}…`).toBe(false);
      },
    );
    for (const url of ['/api/users?range=[0,999]', '/api/activity?range=[0,999]', '/api/activity/export']) {
      const text = seen(await api.get(url));
      for (const secret of secrets) expect(text.includes(secret), `${url} contains ${secret.slice(0, 8)}…`).toBe(false);
    }
  });
});
