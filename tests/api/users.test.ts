import { asc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies, users } from '../../server/db/schema';
import type { User } from '@common/api/users';
import { expectError } from './helpers/expect-error';
import { describeListEndpoint, listQuery } from './helpers/list-endpoint';
import { useLoggedInApp } from './helpers/logged-in-app';
import { addUsersNamed, demoUserOfRole, givePassword, setActive } from './helpers/users';
import { byReadingOrder } from './helpers/reading-order';

const api = useLoggedInApp();
beforeAll(async () => {
  // The demo people are all active: one inactive seller gives the isActive filter something to find.
  await setActive(api.app, (await demoUserOfRole(api.app, 2, 5)).id, false);
});

type UserJson = Static<typeof User> & Record<string, unknown>;
const KEYS = [
  'agency',
  'agencyId',
  'agencyName',
  'cellNumber',
  'companyName',
  'emailAddress',
  'firstName',
  'id',
  'isActive',
  'lastName',
  'notes',
  'sellerCompanyId',
  'thumbImage',
  'userRoleType',
  'userRoleTypeId',
  'version',
];
// 60 drawn people and the demo support login (issue 16).
const DEMO_USERS = 61;
const get = (query: string) => api.get(`/api/users${query}`);
const rows = async (query: string): Promise<UserJson[]> => (await get(query)).json();
const ids = (list: { id: number }[]) => list.map((r) => r.id);
const idsOfRole = async (role: number) =>
  ids(await api.app.db.select({ id: users.id }).from(users).where(eq(users.userRoleTypeId, role)).orderBy(asc(users.id)));
const byId = (a: number, b: number) => a - b;

describeListEndpoint(
  {
    path: '/api/users',
    resource: 'users',
    total: DEMO_USERS,
    keys: KEYS,
    nameField: 'lastName',
    searchedFields: ['firstName', 'lastName', 'emailAddress'],
    sampleQuery: 'son',
    notFoundMessage: 'User not found',
    addNamed: addUsersNamed,
  },
  api,
);

describe('GET /users?userRoleTypeId=6', () => {
  it('answers every agent and nobody else, by last name then first name, in the spec fields', async () => {
    const res = await get('?userRoleTypeId=6');
    expect(res.statusCode).toBe(200);
    const agents: UserJson[] = res.json();
    expect(ids(agents).sort(byId)).toEqual(await idsOfRole(6));
    for (const row of agents) {
      expect(Object.keys(row).sort()).toEqual(KEYS);
      expect(row).toMatchObject({ userRoleTypeId: 6, userRoleType: 'Agent' });
    }
    // The database's collation decides how names compare; ask it for the expected order.
    const expected = await api.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userRoleTypeId, 6))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    expect(ids(agents)).toEqual(ids(expected));
  });

  it("gives each agent's agency both flat and nested, as the agent pickers read it", async () => {
    const names = new Map((await api.app.db.select().from(agencies)).map((a) => [a.id, a.agencyName]));
    for (const row of await rows('?userRoleTypeId=6')) {
      expect(row.agencyId).not.toBeNull();
      expect(row.agencyName).toBe(names.get(row.agencyId!));
      expect(row.agency).toEqual({ id: row.agencyId, name: row.agencyName });
    }
  });

  it("narrows to one agency's agents with agencyId", async () => {
    const [{ id: agencyId }] = await api.app.db.select({ id: agencies.id }).from(agencies).orderBy(asc(agencies.id)).limit(1);
    const expected = ids(await api.app.db.select({ id: users.id }).from(users).where(eq(users.agencyId, agencyId)));
    const agents = await rows(`?userRoleTypeId=6&agencyId=${agencyId}`);
    expect(agents.length).toBeGreaterThan(0);
    expect(agents.length).toBeLessThan((await idsOfRole(6)).length);
    expect(ids(agents).sort(byId)).toEqual(expected.sort(byId));
    expect(await rows('?userRoleTypeId=6&agencyId=99999')).toEqual([]);
  });

  it("leaves a deactivated agent out of an agency's agent picker (it asks for the active ones); the plain list keeps them", async () => {
    const agent = (await rows('?userRoleTypeId=6'))[0];
    const picker = `?userRoleTypeId=6&agencyId=${agent.agencyId}&${listQuery({ filter: { isActive: true } }).slice(1)}`;
    expect(ids(await rows(picker))).toContain(agent.id);
    await setActive(api.app, agent.id, false);
    try {
      expect(ids(await rows(picker))).not.toContain(agent.id);
      expect(ids(await rows(`?userRoleTypeId=6&agencyId=${agent.agencyId}`))).toContain(agent.id);
    } finally {
      await setActive(api.app, agent.id, true);
    }
  });

  it('answers buyers for role type 5, without an agency', async () => {
    const buyers = await rows('?userRoleTypeId=5');
    expect(ids(buyers).sort(byId)).toEqual(await idsOfRole(5));
    expect(buyers.every((r) => r.userRoleType === 'Buyer' && r.agency === null && r.agencyName === null)).toBe(true);
  });

  it('never lets a password hash out', async () => {
    const agent = await demoUserOfRole(api.app, 6);
    await givePassword(api.app, agent.id, 'agent-secret-2026');
    const [{ passwordHash }] = await api.app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, agent.id));
    for (const query of ['?userRoleTypeId=6', '?userRoleTypeId=1', '', `/${agent.id}`, '?searchCriteria=example']) {
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
    expectError(await api.app.inject({ method: 'GET', url: '/api/users?userRoleTypeId=6' }), 401);
  });
});

/** ASC as PostgreSQL sorts: nulls last, then id. DESC is exactly its reverse. */
const ascendingBy = (field: string) => (a: UserJson, b: UserJson) => {
  const [x, y] = [a[field] as string | null, b[field] as string | null];
  if (x !== y) return x === null ? 1 : y === null ? -1 : byReadingOrder(x, y) || a.id - b.id;
  return a.id - b.id;
};

describe('GET /users, the Manage Users list', () => {
  it('sorts by last name with the first name breaking ties, in both directions', async () => {
    // The demo Ashleys: Mike was added before Donna, so id order alone would read the other way.
    const ashleys = (list: UserJson[]) => list.filter((r) => r.lastName === 'Ashley').map((r) => r.firstName);
    expect(ashleys(await rows(listQuery({ sort: ['lastName', 'ASC'] })))).toEqual(['Donna', 'Mike']);
    expect(ashleys(await rows(listQuery({ sort: ['lastName', 'DESC'] })))).toEqual(['Mike', 'Donna']);
    expect(ashleys(await rows(''))).toEqual(['Donna', 'Mike']);
  });

  it.each(['firstName', 'emailAddress', 'cellNumber', 'userRoleType', 'agencyName'])(
    'sorts by %s, both ways, pages included',
    async (field) => {
      const expected = [...(await rows(''))].sort(ascendingBy(field));
      expect(ids(await rows(listQuery({ sort: [field, 'ASC'] })))).toEqual(ids(expected));
      expect(ids(await rows(listQuery({ sort: [field, 'DESC'] })))).toEqual(ids(expected).reverse());
      expect(ids(await rows(listQuery({ sort: [field, 'DESC'], range: [5, 9] })))).toEqual(ids(expected).reverse().slice(5, 10));
    },
  );

  it('finds a full name across the space with q', async () => {
    expect((await rows(listQuery({ filter: { q: 'melinda DIX' } }))).map((r) => `${r.firstName} ${r.lastName}`)).toEqual(['Melinda Dixon']);
  });

  it('filters on role type and agency, counting only the matches', async () => {
    const agencyId = (await rows('?userRoleTypeId=6'))[0].agencyId!;
    const expected = await rows(`?userRoleTypeId=6&agencyId=${agencyId}`);
    const res = await get(listQuery({ filter: { userRoleTypeId: 6, agencyId }, range: [0, 0] }));
    expect(res.json()).toEqual(expected.slice(0, 1));
    expect(res.headers['content-range']).toBe(`users 0-0/${expected.length}`);
    // react-admin's select inputs may hold the id as text.
    expect(await rows(listQuery({ filter: { userRoleTypeId: '6', agencyId: String(agencyId) } }))).toEqual(expected);
  });

  it('combines the plain parameters with the list protocol', async () => {
    const res = await get(`?userRoleTypeId=6&${listQuery({ sort: ['id', 'ASC'], range: [0, 4] }).slice(1)}`);
    expect(ids(res.json())).toEqual((await idsOfRole(6)).slice(0, 5));
    expect(res.headers['content-range']).toBe('users 0-4/20');
  });

  it.each([
    ['a role type that is not an id', { userRoleTypeId: 'agent' }, 'filter.userRoleTypeId'],
    ['a negative agency', { agencyId: -1 }, 'filter.agencyId'],
  ])('rejects %s in filter with 400 and the field', async (_case, filter, field) => {
    expectError(await get(listQuery({ filter })), 400, { fields: [field] });
  });
});

describe('GET /users?userRoleTypeId=5&searchCriteria= (spec §5 User search)', () => {
  const search = (text: string, extra = '') => get(`?userRoleTypeId=5&searchCriteria=${encodeURIComponent(text)}${extra}`);
  const names = async (text: string) => (await search(text)).json<UserJson[]>().map((r) => `${r.firstName} ${r.lastName}`);

  it('finds buyers by first name, last name, full name or email, ignoring case', async () => {
    expect(await names('DIXON')).toEqual(['Joe Dixon', 'Melinda Dixon']);
    expect(await names('melinda')).toEqual(['Melinda Dixon']);
    expect(await names('Melinda Dix')).toEqual(['Melinda Dixon']);
    expect(await names('travis.williamson@')).toEqual(['Travis Williamson']);
  });

  it('finds only buyers: agents and others of the same name stay out', async () => {
    expect(await names('rowe')).toEqual(['Jana Rowe']);
    expect(await names('Bha')).toEqual(['Kathleen Bhana']);
    expect(await names('Monica')).toEqual([]);
    // The plain search, without userRoleTypeId, is the same buyer search.
    expect((await get('?searchCriteria=rowe')).json<UserJson[]>().map((r) => r.firstName)).toEqual(['Jana']);
  });

  it('leaves deactivated buyers out, whatever the filter asks: the search only offers people to pick', async () => {
    const [joe] = (await search('Joe Dixon')).json<UserJson[]>();
    await setActive(api.app, joe.id, false);
    try {
      expect(await names('DIXON')).toEqual(['Melinda Dixon']);
      const inactiveAsked = await search('DIXON', `&${listQuery({ filter: { isActive: false } }).slice(1)}`);
      expect(inactiveAsked.json()).toEqual([]);
    } finally {
      await setActive(api.app, joe.id, true);
    }
  });

  it('answers at most 20, in name order, without Content-Range', async () => {
    const buyers = await rows('?userRoleTypeId=5');
    expect(buyers.length).toBeGreaterThan(20);
    const res = await search('example.co.za');
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual(ids(buyers).slice(0, 20));
    expect(res.headers['content-range']).toBeUndefined();
  });

  it('treats % and _ literally', async () => {
    expect((await search('%%%')).json()).toEqual([]);
    expect((await search('___')).json()).toEqual([]);
  });

  it.each(['', 'ab', '  ab  ', 'a b', '   '])(
    'refuses %j (fewer than 3 non-blank characters) with 400 naming searchCriteria',
    async (text) => {
      const error = expectError(await search(text), 400, { code: 'BAD_REQUEST', fields: ['searchCriteria'] });
      expect(error.message).toContain('at least 3 characters');
    },
  );

  it('refuses another role type, a range, or more than 100 characters beside it', async () => {
    expectError(await get('?userRoleTypeId=6&searchCriteria=Monica'), 400, { fields: ['userRoleTypeId'] });
    expectError(await search('Dixon', `&${listQuery({ range: [0, 9] }).slice(1)}`), 400, { fields: ['range'] });
    expectError(await search('x'.repeat(101)), 400, { code: 'VALIDATION_FAILED', fields: ['searchCriteria'] });
  });
});

describe('GET /users/:id', () => {
  it('answers a seller with their seller company, an agent with their agency, an inactive user as inactive', async () => {
    const seller = await demoUserOfRole(api.app, 2, 5);
    expect(await rows(`/${seller.id}`)).toMatchObject({
      id: seller.id,
      userRoleType: 'Seller',
      sellerCompanyId: expect.any(Number),
      isActive: false,
    });
    const agent = (await rows('?userRoleTypeId=6'))[0];
    expect(await rows(`/${agent.id}`)).toEqual(agent);
  });
});
