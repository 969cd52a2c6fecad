import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { loginThrottle, sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/lib/session-store';
import { expectError } from './helpers/expect-error';
import { buildTestApp, DEMO_ADMIN, loginAs } from './helpers/test-app';
import { demoUserOfRole, givePassword } from './helpers/users';

// ASVS 5.0 level 2, chapters 6 and 7 (docs/security.md): how passwords are kept, how guessing
// is slowed, and when a session ends.

const LOGIN_URL = '/api/auth/user-login';
const RATE_LIMITED = { code: 'RATE_LIMITED' };
const INVALID_LOGIN = { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' };
const OWASP_ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

const attempt = (target: App, emailAddress: string, password: string, remoteAddress = '127.0.0.1', cookie?: string) =>
  target.inject({
    method: 'POST',
    url: LOGIN_URL,
    payload: { emailAddress, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
const session = (target: App, cookie: string) => target.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
/** An admin of our own with a password: the demo has only three admins, so sellers are promoted, first first. */
async function adminWithPassword(app: App, password: string) {
  const person = await demoUserOfRole(app, 2);
  await app.db.update(users).set({ userRoleTypeId: 1 }).where(eq(users.id, person.id));
  await givePassword(app, person.id, password);
  return person;
}
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const found = res.cookies.find((c) => c.name === 'authToken');
  if (!found) throw new Error('no authToken cookie');
  return `authToken=${found.value}`;
};

describe('passwords', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => app.close());

  it("keeps argon2id hashes with OWASP's parameters (19 MiB, 2 passes, 1 lane)", async () => {
    const [admin] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.emailAddress, DEMO_ADMIN.email));
    expect(admin.passwordHash).toMatch(OWASP_ARGON2ID);
  });

  it('replaces a hash made with weaker parameters at the next successful login, and the password still works', async () => {
    const other = await demoUserOfRole(app, 1, 1);
    const weak = await hash('old-parameters-pw', { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await app.db.update(users).set({ passwordHash: weak }).where(eq(users.id, other.id));

    expect((await attempt(app, other.emailAddress, 'old-parameters-pw')).statusCode).toBe(200);
    const [after] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, other.id));
    expect(after.passwordHash).toMatch(OWASP_ARGON2ID);
    expect((await attempt(app, other.emailAddress, 'old-parameters-pw')).statusCode).toBe(200);
  });

  it('keeps a long password exactly as typed: inner spaces, capitals and any script count; one letter of another case does not', async () => {
    const password = 'Correct Horse  Battery Staple, Ünïcode ✓ and 64 characters long!';
    expect([...password]).toHaveLength(64);
    const person = await adminWithPassword(app, 'placeholder-password');
    const cookie = await loginAs(app);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-reset-password',
      headers: { cookie },
      payload: { userId: person.id, newPassword: password },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await attempt(app, person.emailAddress, password)).statusCode).toBe(200);
    for (const near of [
      password.replace('Horse', 'horse'),
      password.replace('  ', ' '),
      password.replace('Ü', 'U'),
      password.slice(0, 63),
    ]) {
      expectError(await attempt(app, person.emailAddress, near), 401, INVALID_LOGIN);
    }
  });
});

describe('login limits per account and per address (LOGIN_RATE_LIMIT_MAX=3, LOGIN_ADDRESS_RATE_LIMIT_MAX=5)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '3', LOGIN_ADDRESS_RATE_LIMIT_MAX: '5' });
  });
  afterAll(() => app.close());

  it('limits an account whatever the address the guesses come from', async () => {
    const target = await adminWithPassword(app, 'account-limit-pw');
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expectError(await attempt(app, target.emailAddress, 'wrong', address), 401, INVALID_LOGIN);
    }
    const blocked = await attempt(app, target.emailAddress, 'account-limit-pw', '10.0.0.4');
    const error = expectError(blocked, 429, RATE_LIMITED);
    expect(error.message).toMatch(/^Too many attempts\. Try again in \d+ (seconds?|minutes?)\.$/);
    expect(blocked.cookies).toEqual([]);
  });

  it('limits an address whatever the accounts it tries, and leaves other addresses alone', async () => {
    for (let i = 0; i < 5; i++) {
      expectError(await attempt(app, `nobody${i}@example.com`, 'wrong', '10.0.1.1'), 401, INVALID_LOGIN);
    }
    expectError(await attempt(app, DEMO_ADMIN.email, DEMO_ADMIN.password, '10.0.1.1'), 429, RATE_LIMITED);
    expect((await attempt(app, DEMO_ADMIN.email, DEMO_ADMIN.password, '10.0.1.2')).statusCode).toBe(200);
  });

  it('forgets an account’s failures once its owner logs in', async () => {
    const owner = await adminWithPassword(app, 'forgiven-pw');
    for (let i = 0; i < 2; i++) expectError(await attempt(app, owner.emailAddress, 'wrong', '10.0.2.1'), 401, INVALID_LOGIN);
    expect((await attempt(app, owner.emailAddress, 'forgiven-pw', '10.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expectError(await attempt(app, owner.emailAddress, 'wrong', '10.0.2.2'), 401, INVALID_LOGIN);
    expectError(await attempt(app, owner.emailAddress, 'forgiven-pw', '10.0.2.3'), 429, RATE_LIMITED);
  });

  it('gives an address its attempt back at each good login, so an office behind one address is not locked out by its own logins', async () => {
    for (let i = 0; i < 8; i++) expect((await attempt(app, DEMO_ADMIN.email, DEMO_ADMIN.password, '10.0.4.1')).statusCode).toBe(200);
    // Failures still count: a good login gave back only its own attempt.
    for (let i = 0; i < 5; i++) expectError(await attempt(app, `stranger${i}@example.com`, 'wrong', '10.0.4.1'), 401, INVALID_LOGIN);
    expectError(await attempt(app, DEMO_ADMIN.email, DEMO_ADMIN.password, '10.0.4.1'), 429, RATE_LIMITED);
  });

  it('sweeps counts of windows long closed at the next good login', async () => {
    await app.db
      .insert(loginThrottle)
      .values({ key: 'address:10.9.9.9', attempts: 50, windowStartedAt: new Date(Date.now() - 86_400_000) });
    expect((await attempt(app, DEMO_ADMIN.email, DEMO_ADMIN.password, '10.0.5.1')).statusCode).toBe(200);
    expect(await app.db.$count(loginThrottle, eq(loginThrottle.key, 'address:10.9.9.9'))).toBe(0);
  });

  it('counts a burst of parallel guesses exactly: 3 are checked, the rest refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(app, 'burst-target@example.com', `guess-${i}`, `10.0.3.${i + 1}`)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
  });
});

describe('session ids and lifetimes', () => {
  let app: App;
  beforeAll(async () => {
    // No remembered sessions: each request below must see the database's answer at once.
    app = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000', SESSION_CACHE_MS: '0', SESSION_IDLE_MINUTES: '30' });
  });
  afterAll(() => app.close());

  const setSession = (cookie: string, values: Partial<typeof sessions.$inferInsert>) =>
    app.db
      .update(sessions)
      .set(values)
      .where(eq(sessions.tokenHash, hashToken(cookie.replace(/^authToken=/, ''))));
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('gives a new session id at login and ends the one the browser already held', async () => {
    const before = await loginAs(app);
    const res = await attempt(app, DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1', before);
    expect(res.statusCode).toBe(200);
    const after = cookieOf(res);
    expect(after).not.toBe(before);
    expectError(await session(app, before), 401, { code: 'UNAUTHORIZED' });
    expect((await session(app, after)).statusCode).toBe(200);
  });

  it('ends a session idle for longer than SESSION_IDLE_MINUTES, and keeps one used within it', async () => {
    const idle = await loginAs(app);
    const recent = await loginAs(app);
    await setSession(idle, { lastSeenAt: minutesAgo(31) });
    await setSession(recent, { lastSeenAt: minutesAgo(29) });
    expectError(await session(app, idle), 401, { code: 'UNAUTHORIZED' });
    expect((await session(app, recent)).statusCode).toBe(200);
  });

  it('counts a request as activity: a session used at minute 29 lives past minute 31 of its login', async () => {
    const cookie = await loginAs(app);
    await setSession(cookie, { lastSeenAt: minutesAgo(29) });
    expect((await session(app, cookie)).statusCode).toBe(200);
    const [row] = await app.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie.replace(/^authToken=/, ''))));
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(10_000);
  });

  it('ends a session at its absolute lifetime even while it is in use', async () => {
    const cookie = await loginAs(app);
    await setSession(cookie, { expiresAt: minutesAgo(1), lastSeenAt: new Date() });
    expectError(await session(app, cookie), 401, { code: 'UNAUTHORIZED' });
  });

  it('ends the sessions of an admin made a buyer, and makes those of an admin made support read-only', async () => {
    const demoted = await adminWithPassword(app, 'demoted-pw');
    const supportToBe = await adminWithPassword(app, 'support-to-be-pw');
    const demotedCookie = cookieOf(await attempt(app, demoted.emailAddress, 'demoted-pw'));
    const supportCookie = cookieOf(await attempt(app, supportToBe.emailAddress, 'support-to-be-pw'));

    await app.db.update(users).set({ userRoleTypeId: 5 }).where(eq(users.id, demoted.id));
    await app.db.update(users).set({ userRoleTypeId: 7 }).where(eq(users.id, supportToBe.id));

    expectError(await session(app, demotedCookie), 401, { code: 'UNAUTHORIZED' });
    const asSupport = await session(app, supportCookie);
    expect(asSupport.json().user).toMatchObject({ id: supportToBe.id, readOnly: true, userRoleType: 'Support' });
  });
});

describe('the session cookie behind HTTPS (TRUST_PROXY=true, X-Forwarded-Proto: https)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'true', ALLOWED_HOSTS: 'backoffice.example,localhost' });
  });
  afterAll(() => app.close());
  const HTTPS = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'backoffice.example' };

  it('is __Host-authToken: Secure, HttpOnly, SameSite=Lax, path / and no Domain; the plain name is not read there', async () => {
    const res = await app.inject({
      method: 'POST',
      url: LOGIN_URL,
      headers: HTTPS,
      payload: { emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    const [cookie] = res.cookies;
    expect(res.cookies).toHaveLength(1);
    expect(cookie).toMatchObject({ name: '__Host-authToken', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(cookie.domain).toBeUndefined();

    const withToken = (name: string) => ({ ...HTTPS, cookie: `${name}=${cookie.value}` });
    // Over plain HTTP the server reads the spec's name only.
    expect((await session(app, withToken('__Host-authToken').cookie)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auth/session', headers: withToken('__Host-authToken') })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/session', headers: withToken('authToken') })).statusCode).toBe(401);

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/user-logout',
      headers: { ...withToken('__Host-authToken'), origin: 'https://backoffice.example' },
    });
    expect(logout.statusCode).toBe(200);
    // Cleared under the same name and attributes, which a browser needs to drop a __Host- cookie.
    expect(logout.cookies).toEqual([expect.objectContaining({ name: '__Host-authToken', value: '', secure: true, path: '/' })]);
    expect((await app.inject({ method: 'GET', url: '/api/auth/session', headers: withToken('__Host-authToken') })).statusCode).toBe(401);
  });
});
