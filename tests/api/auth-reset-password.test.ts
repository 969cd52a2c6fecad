import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, sessions, users } from '../../server/db/schema';
import { verifyPassword } from '../../server/lib/passwords';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { loginAs } from './helpers/test-app';
import { auditEntriesAbout, newUserBody } from './helpers/users';

// These tests log in often; the rate limit has tests of its own.
const api = useLoggedInApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

const ADMIN_ID = 1;
const reset = (body: unknown, asCookie = api.cookie) => api.send('POST', '/api/auth/admin-reset-password', body, { cookie: asCookie });
const sessionOf = (asCookie: string) => api.get('/api/auth/session', { cookie: asCookie });
const login = (emailAddress: string, password: string) =>
  api.app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { emailAddress, password } });
const hashOf = async (id: number) =>
  (await api.app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id)))[0].passwordHash;
const sessionCount = (userId: number) => api.app.db.$count(sessions, eq(sessions.userId, userId));

/** Another administrator, created through the API with a password, so they can log in. */
async function newAdmin(password = 'old-password-1') {
  const body = newUserBody({ userRoleTypeId: 1, password });
  const res = await api.send('POST', '/api/users', body);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, email: String(body.emailAddress), lastName: String(body.lastName), password };
}

describe('POST /auth/admin-reset-password', () => {
  it('sets the new password and ends every session of that user: the old password fails, the new one works', async () => {
    const admin = await newAdmin();
    const [first, second] = [await loginAs(api.app, admin.email, admin.password), await loginAs(api.app, admin.email, admin.password)];
    expect((await sessionOf(first)).statusCode).toBe(200);

    const res = await reset({ adminUserId: 4, userId: admin.id, newPassword: 'brand-new-password' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ userId: admin.id, endedSessions: 2 });

    expectError(await sessionOf(first), 401);
    expectError(await sessionOf(second), 401);
    expect(await sessionCount(admin.id)).toBe(0);
    expectError(await login(admin.email, admin.password), 401, { message: 'Invalid email or password' });
    expect((await login(admin.email, 'brand-new-password')).statusCode).toBe(200);
    // The admin who reset it is still logged in.
    expect((await sessionOf(api.cookie)).statusCode).toBe(200);
  });

  it("keeps the caller's own session when admins reset their own password, and ends their others", async () => {
    const admin = await newAdmin();
    const [mine, elsewhere] = [await loginAs(api.app, admin.email, admin.password), await loginAs(api.app, admin.email, admin.password)];
    const res = await reset({ userId: admin.id, newPassword: 'my-own-new-password' }, mine);
    expect(res.json()).toEqual({ userId: admin.id, endedSessions: 1 });
    expect((await sessionOf(mine)).json().user).toMatchObject({ id: admin.id });
    expectError(await sessionOf(elsewhere), 401);
    expect(await sessionCount(admin.id)).toBe(1);
  });

  it('trims the new password (spec §5) and stores it as an argon2id hash', async () => {
    const admin = await newAdmin();
    await reset({ userId: admin.id, newPassword: '  spaced-password  ' });
    const hash = await hashOf(admin.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'spaced-password')).toBe(true);
    expect((await login(admin.email, 'spaced-password')).statusCode).toBe(200);
  });

  it('gives a password to someone who had none, e.g. a buyer', async () => {
    const buyer = (await api.send('POST', '/api/users', newUserBody())).json();
    expect(await hashOf(buyer.id)).toBeNull();
    expect((await reset({ userId: buyer.id, newPassword: 'buyer-password-1' })).json()).toEqual({ userId: buyer.id, endedSessions: 0 });
    expect(await verifyPassword(await hashOf(buyer.id), 'buyer-password-1')).toBe(true);
  });

  it('records who reset whose password, with neither the password nor a hash anywhere in the log', async () => {
    const admin = await newAdmin();
    await loginAs(api.app, admin.email, admin.password);
    await reset({ adminUserId: 4, userId: admin.id, newPassword: 'audited-password-9' });
    const entries = await auditEntriesAbout(api.app, admin.id);
    expect(entries.map((e) => e.comments)).toEqual([
      `Created user 'Thandi ${admin.lastName}'`,
      `Reset the password of user 'Thandi ${admin.lastName}'; ended 1 other session`,
    ]);
    expect(entries[1]).toMatchObject({ source: 'audit', addedById: ADMIN_ID, userId: admin.id, entityType: 'user', changes: null });
    const log = JSON.stringify(await api.app.db.select().from(activity));
    for (const secret of ['audited-password-9', admin.password, '$argon2', await hashOf(admin.id)]) expect(log).not.toContain(secret);
  });

  it.each([
    ['an empty newPassword', { newPassword: '' }, 'Please enter a new password'],
    ['a blank newPassword', { newPassword: '    ' }, 'Please enter a new password'],
    ['a newPassword of 7 characters', { newPassword: 'short-7' }, 'The new password must be at least 8 characters'],
    ['a newPassword of 7 characters once trimmed', { newPassword: '  short-7  ' }, 'The new password must be at least 8 characters'],
  ])('refuses %s with 400, the message for it and newPassword named, changing nothing', async (_case, body, message) => {
    const admin = await newAdmin();
    const session = await loginAs(api.app, admin.email, admin.password);
    const before = { hash: await hashOf(admin.id), audit: await api.app.db.$count(activity) };
    expectError(await reset({ userId: admin.id, ...body }), 400, { code: 'BAD_REQUEST', message, fields: ['newPassword'] });
    expect({ hash: await hashOf(admin.id), audit: await api.app.db.$count(activity) }).toEqual(before);
    expect((await sessionOf(session)).statusCode).toBe(200);
  });

  it.each([
    ['a missing newPassword', { userId: ADMIN_ID }, 'newPassword'],
    ['a missing userId', { newPassword: 'long-enough-1' }, 'userId'],
    ['a userId as text', { userId: '1', newPassword: 'long-enough-1' }, 'userId'],
    ['a newPassword that is not text', { userId: ADMIN_ID, newPassword: 12345678 }, 'newPassword'],
    ['an unknown field', { userId: ADMIN_ID, newPassword: 'long-enough-1', passwordHash: 'x' }, 'passwordHash'],
  ])('refuses %s with 400 naming the field', async (_case, body, field) => {
    const before = await hashOf(ADMIN_ID);
    expectError(await reset(body), 400, { code: 'VALIDATION_FAILED', fields: [field] });
    expect(await hashOf(ADMIN_ID)).toBe(before);
  });

  it('answers 404 "User not found" for an unknown user, recording nothing', async () => {
    const audit = await api.app.db.$count(activity);
    expectError(await reset({ userId: 999999, newPassword: 'long-enough-1' }), 404, { code: 'NOT_FOUND', message: 'User not found' });
    expect(await api.app.db.$count(activity)).toBe(audit);
  });

  it('answers 401 without a session and 403 from another site, changing nothing', async () => {
    const before = await hashOf(ADMIN_ID);
    const body = { userId: ADMIN_ID, newPassword: 'hijacked-password' };
    expectError(await api.app.inject({ method: 'POST', url: '/api/auth/admin-reset-password', payload: body }), 401);
    const crossSite = await api.send('POST', '/api/auth/admin-reset-password', body, { origin: 'https://evil.example' });
    expectError(crossSite, 403);
    expect(await hashOf(ADMIN_ID)).toBe(before);
  });
});
