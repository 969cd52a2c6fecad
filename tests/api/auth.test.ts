import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { sessions, users } from '../../server/db/schema';
import { expectError } from './helpers/expect-error';
import { buildTestApp, DEMO_ADMIN, loginAs } from './helpers/test-app';
import { demoUserOfRole, givePassword, setActive } from './helpers/users';

let app: App;
beforeAll(async () => {
  // These tests log in often; the limit itself has its own app below.
  app = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => app.close());

const login = (payload: object) => app.inject({ method: 'POST', url: '/api/auth/user-login', payload });
const withCookie = (cookie?: string) => (cookie ? { cookie } : {});
const getSession = (cookie?: string) => app.inject({ method: 'GET', url: '/api/auth/session', headers: withCookie(cookie) });
const logout = (cookie?: string) => app.inject({ method: 'POST', url: '/api/auth/user-logout', headers: withCookie(cookie) });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenOf = (cookieHeader: string) => cookieHeader.replace(/^authToken=/, '');
const sessionRow = async (token: string) =>
  (
    await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)))
  )[0];

const INVALID_LOGIN = { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' };
const NOT_LOGGED_IN = { code: 'UNAUTHORIZED', message: 'Not logged in' };
const ADMIN_USER = {
  id: 1,
  firstName: DEMO_ADMIN.firstName,
  lastName: DEMO_ADMIN.lastName,
  emailAddress: DEMO_ADMIN.email,
  userRoleTypeId: 1,
  userRoleType: 'Administrator',
  readOnly: false,
};

describe('POST /api/auth/user-login', () => {
  it('logs the demo admin in: 200, the user, and an HttpOnly SameSite=Lax authToken cookie', async () => {
    const res = await login({ emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: ADMIN_USER });
    const cookie = res.cookies.find((c) => c.name === 'authToken');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Over plain HTTP the cookie cannot be Secure, or the browser would drop it.
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  });

  it('stores only the sha256 of the cookie value, expiring with the cookie after SESSION_TTL_HOURS', async () => {
    const before = Date.now();
    const res = await login({ emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const cookie = res.cookies.find((c) => c.name === 'authToken')!;
    const row = await sessionRow(cookie.value);
    expect(row).toMatchObject({ userId: 1, tokenHash: sha256(cookie.value) });
    expect(await app.db.select().from(sessions).where(eq(sessions.tokenHash, cookie.value))).toEqual([]);
    const twelveHours = 12 * 3600_000;
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + twelveHours - 1000);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + twelveHours);
    expect(Math.abs((cookie.expires as Date).getTime() - row.expiresAt.getTime())).toBeLessThan(1000);
  });

  it('matches the email case-insensitively and ignores surrounding spaces', async () => {
    const res = await login({ emailAddress: '  ADMIN@Example.COM ', password: DEMO_ADMIN.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: ADMIN_USER });
  });

  it('answers 401 "Invalid email or password" for a wrong password, without a cookie', async () => {
    const res = await login({ emailAddress: DEMO_ADMIN.email, password: 'not-the-password' });
    expectError(res, 401, INVALID_LOGIN);
    expect(res.cookies).toEqual([]);
  });

  it('answers the same 401 for an unknown email', async () => {
    const res = await login({ emailAddress: 'nobody@example.com', password: DEMO_ADMIN.password });
    expectError(res, 401, INVALID_LOGIN);
  });

  it.each([
    ['a buyer', 5],
    ['an agent', 6],
  ])('refuses %s (role type %i) with the same 401 even with the right password', async (_who, roleTypeId) => {
    const person = await demoUserOfRole(app, roleTypeId);
    await givePassword(app, person.id, 'right-password-1');
    const res = await login({ emailAddress: person.emailAddress, password: 'right-password-1' });
    expectError(res, 401, INVALID_LOGIN);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
  });

  it('refuses an inactive admin with the same 401 even with the right password', async () => {
    const admin = await demoUserOfRole(app, 1, 1);
    await givePassword(app, admin.id, 'second-admin-pw');
    expect((await login({ emailAddress: admin.emailAddress, password: 'second-admin-pw' })).statusCode).toBe(200);
    await setActive(app, admin.id, false);
    try {
      expectError(await login({ emailAddress: admin.emailAddress, password: 'second-admin-pw' }), 401, INVALID_LOGIN);
    } finally {
      await setActive(app, admin.id, true);
    }
  });

  it.each([
    ['a missing emailAddress', { password: 'x' }, 'emailAddress'],
    ['a missing password', { emailAddress: DEMO_ADMIN.email }, 'password'],
    ['an empty emailAddress', { emailAddress: '', password: 'x' }, 'emailAddress'],
    ['an empty password', { emailAddress: DEMO_ADMIN.email, password: '' }, 'password'],
    ['a password that is not text', { emailAddress: DEMO_ADMIN.email, password: 12345 }, 'password'],
    ['an unknown field', { emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password, isAdmin: true }, 'isAdmin'],
  ])('rejects %s with 400 and the field', async (_case, payload, field) => {
    const res = await login(payload);
    const error = expectError(res, 400, { code: 'VALIDATION_FAILED', fields: [field] });
    expect(error.message).toContain(field);
    expect(res.cookies).toEqual([]);
  });

  it('stores passwords as argon2id hashes', async () => {
    const [admin] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, 1));
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin.passwordHash).not.toContain(DEMO_ADMIN.password);
  });
});

describe('GET /api/auth/session', () => {
  it('answers 200 with the logged-in user', async () => {
    const res = await getSession(await loginAs(app));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: ADMIN_USER });
  });

  it('answers 401 with the error shape without a cookie', async () => {
    expectError(await getSession(), 401, NOT_LOGGED_IN);
  });

  it("with optional=true (the app's check on load) answers { user: null } instead of 401 when nobody is logged in", async () => {
    const optional = (cookie?: string) =>
      app.inject({ method: 'GET', url: '/api/auth/session?optional=true', headers: withCookie(cookie) });
    for (const cookie of [undefined, 'authToken=not-a-real-session-token']) {
      const res = await optional(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
    }
    expect((await optional(await loginAs(app))).json()).toEqual({ user: ADMIN_USER });
  });

  it('answers 401 for a cookie that is no session', async () => {
    expectError(await getSession('authToken=not-a-real-session-token'), 401, NOT_LOGGED_IN);
  });

  it('answers 401 once the session has expired', async () => {
    const cookie = await loginAs(app);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(tokenOf(cookie))));
    expectError(await getSession(cookie), 401, NOT_LOGGED_IN);
  });

  it('ends the sessions of an admin deactivated by another process within SESSION_CACHE_MS', async () => {
    const admin = await demoUserOfRole(app, 1, 2);
    await givePassword(app, admin.id, 'third-admin-pw');
    const cookie = await loginAs(app, admin.emailAddress, 'third-admin-pw');
    expect((await getSession(cookie)).statusCode).toBe(200);
    await setActive(app, admin.id, false);
    try {
      // Written straight to the database, as another server process would: this one notices
      // once its short session cache lapses (writes through this process clear it at once).
      await new Promise((resolve) => setTimeout(resolve, app.config.SESSION_CACHE_MS + 50));
      expectError(await getSession(cookie), 401, NOT_LOGGED_IN);
    } finally {
      await setActive(app, admin.id, true);
    }
  });
});

describe('POST /api/auth/user-logout', () => {
  it('deletes the session and clears the cookie; the old cookie then gets 401', async () => {
    const cookie = await loginAs(app);
    expect(await sessionRow(tokenOf(cookie))).toBeDefined();

    const res = await logout(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ loggedOut: true });
    const cleared = res.cookies.find((c) => c.name === 'authToken');
    expect(cleared).toMatchObject({ value: '', path: '/' });
    expect((cleared?.expires as Date).getTime()).toBeLessThan(Date.now());
    expect(await sessionRow(tokenOf(cookie))).toBeUndefined();

    expectError(await getSession(cookie), 401, NOT_LOGGED_IN);
  });

  it('answers 200 without a session, so a client can always log out', async () => {
    const res = await logout();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ loggedOut: true });
  });

  it('leaves other sessions of the same admin alone', async () => {
    const [first, second] = [await loginAs(app), await loginAs(app)];
    expect((await logout(first)).statusCode).toBe(200);
    expect((await getSession(second)).statusCode).toBe(200);
  });
});

describe('login rate limit (LOGIN_RATE_LIMIT_MAX=3)', () => {
  let limited: App;
  beforeAll(async () => {
    limited = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => limited.close());
  const attempt = (emailAddress: string, password: string) =>
    limited.inject({ method: 'POST', url: '/api/auth/user-login', payload: { emailAddress, password } });

  it('answers 401 to 3 wrong attempts and 429 RATE_LIMITED to the 4th, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expectError(await attempt(DEMO_ADMIN.email, `wrong-${i}`), 401, INVALID_LOGIN);
    const blocked = await attempt(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const error = expectError(blocked, 429, { code: 'RATE_LIMITED' });
    expect(error.message).toMatch(/^Too many attempts\. Try again in \d+ (seconds?|minutes?)\.$/);
    expect(blocked.cookies).toEqual([]);
  });

  it('counts the same email in other case or with spaces as the same email', async () => {
    for (const variant of ['ADMIN@EXAMPLE.COM', ' admin@example.com', 'Admin@Example.com\t']) {
      expectError(await attempt(variant, DEMO_ADMIN.password), 429, { code: 'RATE_LIMITED' });
    }
  });

  it('does not block a different email from the same address', async () => {
    const other = await demoUserOfRole(limited, 1, 1);
    await givePassword(limited, other.id, 'other-admin-pw');
    const res = await attempt(other.emailAddress, 'other-admin-pw');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: other.id, emailAddress: other.emailAddress });
  });
});
