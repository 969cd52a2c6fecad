import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { agencies, users } from '../../server/db/schema';
import { expectError } from './helpers/expect-error';
import { demoUserOfRole, givePassword } from './helpers/users';
import { buildTestApp, loginAs } from './helpers/test-app';

let app: App;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp();
  cookie = await loginAs(app);
});
afterAll(() => app.close());

type UserJson = {
  id: number;
  firstName: string;
  lastName: string;
  userRoleTypeId: number;
  userRoleType: string;
  agencyId: number | null;
  agencyName: string | null;
  agency: { id: number; name: string } | null;
};
const KEYS = ['agency', 'agencyId', 'agencyName', 'cellNumber', 'companyName', 'emailAddress', 'firstName', 'id', 'lastName', 'userRoleType', 'userRoleTypeId'];
const get = (query: string) => app.inject({ method: 'GET', url: `/api/users${query}`, headers: { cookie } });
const idsOfRole = async (role: number) =>
  (await app.db.select({ id: users.id }).from(users).where(eq(users.userRoleTypeId, role)).orderBy(asc(users.id))).map((r) => r.id);

describe('GET /users?userRoleTypeId=6', () => {
  it('answers every agent and nobody else, by last name then first name, in the spec fields', async () => {
    const res = await get('?userRoleTypeId=6');
    expect(res.statusCode).toBe(200);
    const rows: UserJson[] = res.json();
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(await idsOfRole(6));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(KEYS);
      expect(row).toMatchObject({ userRoleTypeId: 6, userRoleType: 'Agent' });
    }
    // The database's collation decides how names compare; ask it for the expected order.
    const expected = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userRoleTypeId, 6))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it("gives each agent's agency both flat and nested, as the agent pickers read it", async () => {
    const rows: UserJson[] = (await get('?userRoleTypeId=6')).json();
    const names = new Map((await app.db.select().from(agencies)).map((a) => [a.id, a.agencyName]));
    for (const row of rows) {
      expect(row.agencyId).not.toBeNull();
      expect(row.agencyName).toBe(names.get(row.agencyId!));
      expect(row.agency).toEqual({ id: row.agencyId, name: row.agencyName });
    }
  });

  it("narrows to one agency's agents with agencyId", async () => {
    const [{ id: agencyId }] = await app.db.select({ id: agencies.id }).from(agencies).orderBy(asc(agencies.id)).limit(1);
    const expected = (await app.db.select({ id: users.id }).from(users).where(eq(users.agencyId, agencyId))).map((r) => r.id);
    const rows: UserJson[] = (await get(`?userRoleTypeId=6&agencyId=${agencyId}`)).json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan((await idsOfRole(6)).length);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect((await get('?userRoleTypeId=6&agencyId=99999')).json()).toEqual([]);
  });

  it('answers buyers for role type 5, without an agency', async () => {
    const rows: UserJson[] = (await get('?userRoleTypeId=5')).json();
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(await idsOfRole(5));
    expect(rows.every((r) => r.userRoleType === 'Buyer' && r.agency === null && r.agencyName === null)).toBe(true);
  });

  it('never lets a password hash out', async () => {
    const agent = await demoUserOfRole(app, 6);
    await givePassword(app, agent.id, 'agent-secret-2026');
    const [{ passwordHash }] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, agent.id));
    for (const query of ['?userRoleTypeId=6', '?userRoleTypeId=1', '']) {
      const body = (await get(query)).body;
      expect(body).not.toContain(passwordHash!);
      expect(body).not.toMatch(/password|argon2/i);
    }
  });

  it.each([
    ['userRoleTypeId=abc', 'userRoleTypeId'],
    ['userRoleTypeId=0', 'userRoleTypeId'],
    ['userRoleTypeId=-6', 'userRoleTypeId'],
    ['userRoleTypeId=6&agencyId=x', 'agencyId'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    expectError(await get(`?${query}`), 400, { code: 'VALIDATION_FAILED', fields: [field] });
  });

  it('answers 401 without a session', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/users?userRoleTypeId=6' }), 401);
  });
});
