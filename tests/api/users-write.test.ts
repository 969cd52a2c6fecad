import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, users } from '../../server/db/schema';
import { verifyPassword } from '../../server/lib/passwords';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { DEMO_ADMIN, loginAs } from './helpers/test-app';
import { auditEntriesAbout, demoUserOfRole, editableFields, newUserBody } from './helpers/users';

const api = useLoggedInApp();

const ADMIN_ID = 1;
const send = (method: 'POST' | 'PUT', url: string, payload: unknown) => api.send(method, `/api/users${url}`, payload);
const create = (body: Record<string, unknown>) => send('POST', '', body);
const update = (id: number, body: Record<string, unknown>) => send('PUT', `/?id=${id}`, body);
const getUser = async (id: number) => (await api.get(`/api/users/${id}`)).json();
const storedRow = async (id: number) => (await api.app.db.select().from(users).where(eq(users.id, id)))[0];
const storedByEmail = (email: string) =>
  api.app.db
    .select()
    .from(users)
    .where(sql`lower(${users.emailAddress}) = lower(${email})`);
const counts = async () => ({ users: await api.app.db.$count(users), activity: await api.app.db.$count(activity) });
const agencyOf = async (agentNth = 0) => (await getUser((await demoUserOfRole(api.app, 6, agentNth)).id)).agencyId as number;

describe('POST /users', () => {
  it('creates a buyer: 201, the user as GET answers it, trimmed text, the email as typed', async () => {
    const body = newUserBody({ firstName: '  Naledi ', emailAddress: '  Naledi.Khumalo@Example.ORG ', companyName: '  ', cellNumber: '' });
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      firstName: 'Naledi',
      lastName: body.lastName,
      emailAddress: 'Naledi.Khumalo@Example.ORG',
      userRoleTypeId: 5,
      userRoleType: 'Buyer',
      cellNumber: null,
      companyName: null,
      notes: 'Added by a test.',
      agencyId: null,
      agency: null,
      isActive: true,
      thumbImage: null,
    });
    expect(await getUser(user.id)).toEqual(user);
    expect((await storedRow(user.id)).passwordHash).toBeNull();
  });

  it('creates an agent in an agency, and stores no agency for any other role', async () => {
    const agencyId = await agencyOf();
    const agent = (await create(newUserBody({ userRoleTypeId: 6, agencyId }))).json();
    expect(agent).toMatchObject({ userRoleType: 'Agent', agencyId, agency: { id: agencyId, name: agent.agencyName } });
    const buyer = (await create(newUserBody({ userRoleTypeId: 5, agencyId }))).json();
    expect(buyer).toMatchObject({ userRoleType: 'Buyer', agencyId: null, agency: null });
  });

  it('records one audit entry by the session user (not the body userId) about the new user, without secrets', async () => {
    const body = newUserBody({ userId: 3, editedBy: 4, password: 'first-password-1' });
    const user = (await create(body)).json();
    const entries = await auditEntriesAbout(api.app, user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ addedById: ADMIN_ID, userId: user.id, comments: `Created user 'Thandi ${String(body.lastName)}'` });
    expect(entries[0].changes).toMatchObject({ emailAddress: { from: null, to: body.emailAddress } });
    expect(JSON.stringify(entries[0])).not.toMatch(/password|argon2|first-password-1/i);
  });

  it('stores a given password as an argon2id hash of the trimmed text; an admin so created can log in', async () => {
    const body = newUserBody({ userRoleTypeId: 1, password: '  second-admin-2026 ' });
    const user = (await create(body)).json();
    const { passwordHash } = await storedRow(user.id);
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(passwordHash, 'second-admin-2026')).toBe(true);
    await expect(loginAs(api.app, String(body.emailAddress), 'second-admin-2026')).resolves.toMatch(/^authToken=/);
  });

  it('creates a user without a password when the password is blank', async () => {
    const user = (await create(newUserBody({ password: '   ' }))).json();
    expect((await storedRow(user.id)).passwordHash).toBeNull();
  });

  it.each([
    ['the same case', (email: string) => email],
    ['another case and spaces', (email: string) => `  ${email.toUpperCase()} `],
  ])('refuses an email already in use (%s) with 409 naming emailAddress, creating nothing', async (_case, variant) => {
    const before = await counts();
    const res = await create(newUserBody({ emailAddress: variant(DEMO_ADMIN.email) }));
    expectError(res, 409, { code: 'CONFLICT', message: 'A user with this email address already exists', fields: ['emailAddress'] });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a missing firstName', { firstName: undefined }, 'firstName'],
    ['a blank lastName', { lastName: '   ' }, 'lastName'],
    ['a missing emailAddress', { emailAddress: undefined }, 'emailAddress'],
    ['a blank emailAddress', { emailAddress: ' ' }, 'emailAddress'],
    ['an emailAddress without @', { emailAddress: 'naledi.example.org' }, 'emailAddress'],
    ['an emailAddress without a dot after @', { emailAddress: 'naledi@example' }, 'emailAddress'],
    ['an emailAddress with a space inside', { emailAddress: 'nal edi@example.org' }, 'emailAddress'],
    ['an unknown role type', { userRoleTypeId: 99 }, 'userRoleTypeId'],
    ['a role type as text', { userRoleTypeId: '5' }, 'userRoleTypeId'],
    ['an agent without an agency', { userRoleTypeId: 6 }, 'agencyId'],
    ['an agent with agencyId null', { userRoleTypeId: 6, agencyId: null }, 'agencyId'],
    ['an agent in an unknown agency', { userRoleTypeId: 6, agencyId: 9999 }, 'agencyId'],
    ['an unknown seller company', { sellerCompanyId: 9999 }, 'sellerCompanyId'],
    ['a password of 7 characters', { password: '1234567' }, 'password'],
    ['a password of 7 characters once trimmed', { password: '  1234567  ' }, 'password'],
    ['a first name of 101 characters', { firstName: 'x'.repeat(101) }, 'firstName'],
    ['an unknown field', { isAdmin: true }, 'isAdmin'],
    ['a passwordHash', { passwordHash: '$argon2id$forged' }, 'passwordHash'],
  ])('refuses %s with 400 naming the field, creating nothing', async (_case, overrides, field) => {
    const before = await counts();
    const body = newUserBody(overrides);
    expectError(await create(body), 400, { fields: [field] });
    expect(await counts()).toEqual(before);
    expect(await storedByEmail(typeof body.emailAddress === 'string' ? body.emailAddress : 'none')).toEqual([]);
  });

  it("says what an agent's agency needs", async () => {
    const error = expectError(await create(newUserBody({ userRoleTypeId: 6 })), 400, { fields: ['agencyId'] });
    expect(error.fields!.agencyId).toContain("choose the agent's agency");
  });

  it('answers 400, not 500, for text PostgreSQL cannot store, a JSON array and a body that is not JSON', async () => {
    const before = await counts();
    expectError(await create(newUserBody({ notes: 'a\u0000b' })), 400);
    expectError(await create([newUserBody()] as unknown as Record<string, unknown>), 400);
    const res = await api.send('POST', '/api/users', '{"firstName":', { 'content-type': 'application/json' });
    expectError(res, 400);
    expect(await counts()).toEqual(before);
  });
});

describe('PUT /users/?id=', () => {
  const fresh = async (overrides: Record<string, unknown> = {}) => (await create(newUserBody(overrides))).json();

  it('saves the fields, answers the user as GET does, and audits only what changed', async () => {
    const user = await fresh();
    const res = await update(user.id, {
      ...editableFields(user),
      editedBy: 3,
      cellNumber: '021 555 0199',
      notes: '  Prefers calls. ',
      companyName: 'Khumalo Holdings',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...user,
      cellNumber: '021 555 0199',
      notes: 'Prefers calls.',
      companyName: 'Khumalo Holdings',
      version: expect.any(String),
    });
    expect(await getUser(user.id)).toEqual(res.json());
    const [, entry] = await auditEntriesAbout(api.app, user.id);
    expect(entry).toMatchObject({ addedById: ADMIN_ID, userId: user.id, comments: `Updated user '${user.firstName} ${user.lastName}'` });
    expect(entry.changes).toEqual({
      cellNumber: { from: user.cellNumber, to: '021 555 0199' },
      notes: { from: user.notes, to: 'Prefers calls.' },
      companyName: { from: null, to: 'Khumalo Holdings' },
    });
  });

  it('accepts the record id in the body when it matches, and keeps the password hash', async () => {
    const user = await fresh({ password: 'kept-password-1' });
    const { passwordHash } = await storedRow(user.id);
    expect((await update(user.id, { ...editableFields(user), id: user.id, firstName: 'Renamed' })).json()).toMatchObject({
      firstName: 'Renamed',
    });
    expect((await storedRow(user.id)).passwordHash).toBe(passwordHash);
  });

  it('clears the agency when an agent becomes a buyer, even if the form still sends it', async () => {
    const agencyId = await agencyOf();
    const agent = await fresh({ userRoleTypeId: 6, agencyId });
    const res = await update(agent.id, { ...editableFields(agent), userRoleTypeId: 5 });
    expect(res.json()).toMatchObject({ userRoleType: 'Buyer', agencyId: null, agencyName: null, agency: null });
    const [, entry] = await auditEntriesAbout(api.app, agent.id);
    expect(entry.changes).toEqual({ userRoleTypeId: { from: 6, to: 5 }, agencyId: { from: agencyId, to: null } });
  });

  it('needs an agency to make someone an agent; keeps an agent in their agency when agencyId is left out', async () => {
    const buyer = await fresh();
    expectError(await update(buyer.id, { ...editableFields(buyer), userRoleTypeId: 6 }), 400, { fields: ['agencyId'] });
    const agencyId = await agencyOf(1);
    expect((await update(buyer.id, { ...editableFields(buyer), userRoleTypeId: 6, agencyId })).json()).toMatchObject({
      userRoleTypeId: 6,
      agencyId,
    });
    const { agencyId: _left, ...withoutAgency } = editableFields({ ...buyer, userRoleTypeId: 6 });
    expect((await update(buyer.id, { ...withoutAgency, lastName: 'Stillagent' })).json()).toMatchObject({
      agencyId,
      lastName: 'Stillagent',
    });
  });

  it("lets a user keep their own email in another case, but not take someone else's", async () => {
    const user = await fresh();
    const upper = String(user.emailAddress).toUpperCase();
    expect((await update(user.id, { ...editableFields(user), emailAddress: upper })).json()).toMatchObject({ emailAddress: upper });
    const before = await storedRow(user.id);
    const res = await update(user.id, { ...editableFields(user), emailAddress: ` ${DEMO_ADMIN.email.toUpperCase()}` });
    expectError(res, 409, { code: 'CONFLICT', message: 'A user with this email address already exists', fields: ['emailAddress'] });
    expect(await storedRow(user.id)).toEqual(before);
  });

  it.each([
    ['a blank firstName', { firstName: '' }, 'firstName'],
    ['a bad emailAddress', { emailAddress: 'nobody@nowhere' }, 'emailAddress'],
    ['an unknown role type', { userRoleTypeId: 42 }, 'userRoleTypeId'],
    ['a password (reset it with POST /auth/admin-reset-password)', { password: 'new-password-1' }, 'password'],
    ['a read-only field of the list', { userRoleType: 'Administrator' }, 'userRoleType'],
    ['an id that differs from ?id=', { id: 2 }, 'id'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_case, overrides, field) => {
    const user = await fresh();
    const before = await storedRow(user.id);
    const entries = (await auditEntriesAbout(api.app, user.id)).length;
    expectError(await update(user.id, { ...editableFields(user), ...overrides }), 400, { fields: [field] });
    expect(await storedRow(user.id)).toEqual(before);
    expect(await auditEntriesAbout(api.app, user.id)).toHaveLength(entries);
  });

  it('answers 404 "User not found" for an unknown id, and 400 without one', async () => {
    const body = editableFields(await getUser(ADMIN_ID));
    expectError(await update(999999, body), 404, { code: 'NOT_FOUND', message: 'User not found' });
    expectError(await send('PUT', '/', body), 400, { code: 'VALIDATION_FAILED', fields: ['id'] });
    expectError(await send('PUT', '/?id=abc', body), 400, { code: 'VALIDATION_FAILED', fields: ['id'] });
  });
});
