import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { getActivity, type ActivityJson } from './helpers/activity';
import { expectError } from './helpers/expect-error';
import { listQuery } from './helpers/list-endpoint';
import { useLoggedInApp } from './helpers/logged-in-app';
import { DEMO_ADMIN, loginAs } from './helpers/test-app';
import { auditEntriesAbout, editableFields, newUserBody } from './helpers/users';

// Issue 28, item 7: users are deactivated, never deleted (docs/security.md), through the same
// PUT /users/?id= that saves their details.
const api = useLoggedInApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

const ADMIN_ID = 1;
const PASSWORD = 'leaver-password-1';
const INVALID_LOGIN = { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' };
type UserJson = Record<string, unknown> & { id: number; emailAddress: string; firstName: string; lastName: string };

const create = async (overrides: Record<string, unknown> = {}): Promise<UserJson> =>
  (await api.send('POST', '/api/users', newUserBody(overrides))).json();
const update = (id: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  api.send('PUT', `/api/users/?id=${id}`, body, headers);
const setActive = (user: Record<string, unknown> & { id: number }, isActive: boolean) =>
  update(user.id, { ...editableFields(user), isActive });
const login = (emailAddress: string, password = PASSWORD) =>
  api.app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { emailAddress, password } });
const session = (cookie: string) => api.get('/api/auth/session', { cookie });
const sessionRows = (userId: number) => api.app.db.$count(sessions, eq(sessions.userId, userId));
const storedRow = async (id: number) => (await api.app.db.select().from(users).where(eq(users.id, id)))[0];
const listed = async (filter: Record<string, unknown>) =>
  (await api.get(`/api/users${listQuery({ filter })}`)).json<UserJson[]>().map((user) => user.id);

/** Another administrator, logged in, whose session a read has just put in the session cache. */
async function loggedInAdmin() {
  const admin = await create({ userRoleTypeId: 1, password: PASSWORD });
  const cookie = await loginAs(api.app, admin.emailAddress, PASSWORD);
  expect((await session(cookie)).statusCode).toBe(200);
  return { admin, cookie };
}

describe('deactivating a user (PUT /users/?id= with isActive false)', () => {
  it('answers the user as inactive, lists them under the isActive filter, and keeps them inactive through a later save', async () => {
    const user = await create();
    const res = await setActive(user, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...user, isActive: false, version: expect.any(String) });
    expect((await api.get(`/api/users/${user.id}`)).json()).toEqual(res.json());

    expect(await listed({ q: user.lastName, isActive: false })).toEqual([user.id]);
    expect(await listed({ q: user.lastName, isActive: true })).toEqual([]);
    expect(await listed({ q: user.lastName })).toEqual([user.id]);

    // A save that leaves isActive out (the details form unless the switch moved) keeps it.
    const renamed = await update(user.id, { ...editableFields(user), firstName: 'Renamed' });
    expect(renamed.json()).toMatchObject({ firstName: 'Renamed', isActive: false });
  });

  it('records one audit entry by the admin saying so, and the activity log still names the user', async () => {
    const user = await create();
    await setActive(user, false);
    const entries = await auditEntriesAbout(api.app, user.id);
    expect(entries).toHaveLength(2);
    const name = `${user.firstName} ${user.lastName}`;
    expect(entries[1]).toMatchObject({
      addedById: ADMIN_ID,
      userId: user.id,
      comments: `Deactivated user '${name}' and ended their sessions`,
    });
    expect(entries[1].changes).toEqual({ isActive: { from: true, to: false } });

    const logged = (await getActivity(api, { filter: { source: 'audit' } })).json<ActivityJson[]>();
    expect(logged.find((entry) => entry.id === entries[1].id)).toMatchObject({
      addedByName: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`,
      userName: name,
    });
  });

  it("ends the deactivated admin's sessions at once: their next read and write answer 401, and no session row is left", async () => {
    const { admin, cookie } = await loggedInAdmin();
    const second = await loginAs(api.app, admin.emailAddress, PASSWORD);
    expect(await sessionRows(admin.id)).toBe(2);

    expect((await setActive(admin, false)).statusCode).toBe(200);

    // The read would be answered from the session cache if the deactivation had not cleared it.
    expectError(await session(cookie), 401, { code: 'UNAUTHORIZED' });
    expectError(await api.get(`/api/users/${ADMIN_ID}`, { cookie: second }), 401, { code: 'UNAUTHORIZED' });
    const write = await update(ADMIN_ID, { ...editableFields(await storedRow(ADMIN_ID)), notes: 'Written by a leaver' }, { cookie });
    expectError(write, 401, { code: 'UNAUTHORIZED' });
    expect((await storedRow(ADMIN_ID)).notes).not.toBe('Written by a leaver');
    expect(await sessionRows(admin.id)).toBe(0);
  });

  it("refuses the deactivated user's login with the answer an unknown email gets, and sets no cookie", async () => {
    const { admin } = await loggedInAdmin();
    await setActive(admin, false);
    const refused = await login(admin.emailAddress);
    const unknown = await login('nobody-at-all@example.org');
    expectError(refused, 401, INVALID_LOGIN);
    expect(refused.json()).toEqual(unknown.json());
    expect(refused.cookies).toEqual([]);
    expect(await sessionRows(admin.id)).toBe(0);
  });

  it('refuses an admin deactivating themselves with 400 naming isActive, changing and recording nothing', async () => {
    const before = await storedRow(ADMIN_ID);
    const entries = (await auditEntriesAbout(api.app, ADMIN_ID)).length;
    const res = await setActive(before, false);
    expectError(res, 400, { code: 'BAD_REQUEST', message: 'You cannot deactivate your own account', fields: ['isActive'] });
    expect(await storedRow(ADMIN_ID)).toEqual(before);
    expect(await auditEntriesAbout(api.app, ADMIN_ID)).toHaveLength(entries);
    expect((await session(api.cookie)).statusCode).toBe(200);
    // Saying that one stays active is no change.
    expect((await setActive(before, true)).json()).toMatchObject({ id: ADMIN_ID, isActive: true });
  });

  it('refuses an isActive that is not a boolean with 400 naming it', async () => {
    const user = await create();
    expectError(await update(user.id, { ...editableFields(user), isActive: 'false' }), 400, { fields: ['isActive'] });
    expect((await storedRow(user.id)).isActive).toBe(true);
  });
});

describe('reactivating a user (PUT /users/?id= with isActive true)', () => {
  it('is audited, lets the user log in again, and brings none of the ended sessions back', async () => {
    const { admin, cookie } = await loggedInAdmin();
    await setActive(admin, false);
    const res = await setActive(admin, true);
    expect(res.json()).toEqual({ ...admin, isActive: true, version: expect.any(String) });

    const entries = await auditEntriesAbout(api.app, admin.id);
    expect(entries.at(-1)).toMatchObject({ addedById: ADMIN_ID, comments: `Reactivated user '${admin.firstName} ${admin.lastName}'` });
    expect(entries.at(-1)!.changes).toEqual({ isActive: { from: false, to: true } });

    expectError(await session(cookie), 401, { code: 'UNAUTHORIZED' });
    const fresh = await loginAs(api.app, admin.emailAddress, PASSWORD);
    expect((await session(fresh)).json()).toMatchObject({ user: { id: admin.id } });
  });
});
