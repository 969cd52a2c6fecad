import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOT_ACTIVE_AND_DISCRETE, type DiscreteUser } from '@common/api/discrete-users';
import { AGENT_ROLE_TYPE, BUYER_ROLE_TYPE } from '@common/role-types';
import { activity, properties, propertyDiscreteUsers, users, type NewUser } from '../../server/db/schema';
import { DEMO_ADMIN } from '../../server/demo/demo-data';
import { getActivity, type ActivityJson } from './helpers/activity';
import { expectError } from './helpers/expect-error';
import { listQuery } from './helpers/list-endpoint';
import { useLoggedInApp } from './helpers/logged-in-app';
import { createProperty } from './helpers/properties';
import { demoUserOfRole } from './helpers/users';

const api = useLoggedInApp();

const BASE = '/api/property-discrete-users';
const FOREIGN = { origin: 'https://evil.example' };
const ADMIN_NAME = `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`;

const grant = (propertyId: number, buyerId: number, headers?: Record<string, string>) =>
  api.send('POST', BASE, { userId: 3, propertyId, buyerId }, headers);
const remove = (id: number | string, headers?: Record<string, string>) => api.send('PUT', `${BASE}/${id}/remove`, { userId: 3 }, headers);
const list = (propertyId: number) => api.get(`${BASE}?propertyId=${propertyId}`);

/** A property of its own (so no other test's grants show), flagged as the test needs it. */
async function newProperty(flags: { isActive: boolean; isDiscrete: boolean } = { isActive: true, isDiscrete: true }) {
  const id = await createProperty(api);
  await api.app.db.update(properties).set(flags).where(eq(properties.id, id));
  return id;
}

let made = 0;
/** A person added straight to the table: an active buyer unless the test says otherwise. */
async function newUser(overrides: Partial<NewUser> = {}) {
  made += 1;
  const [user] = await api.app.db
    .insert(users)
    .values({
      firstName: 'Naledi',
      lastName: `Discrete${made}`,
      emailAddress: `naledi.discrete${made}.${process.pid}@example.org`,
      userRoleTypeId: BUYER_ROLE_TYPE,
      ...overrides,
    })
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName, emailAddress: users.emailAddress });
  return user;
}

async function granted(propertyId: number, buyerId: number): Promise<DiscreteUser> {
  const res = await grant(propertyId, buyerId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The property's history (GET /api/activity filtered by property), discrete access entries only, oldest first. */
async function accessHistory(propertyId: number): Promise<ActivityJson[]> {
  const res = await getActivity(api, { filter: { propertyId, source: 'audit' }, sort: ['id', 'ASC'] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivityJson[]>().filter((entry) => entry.entityType === 'discrete access');
}

const storedGrants = (propertyId: number) =>
  api.app.db
    .select({ id: propertyDiscreteUsers.id, userId: propertyDiscreteUsers.userId, isDeleted: propertyDiscreteUsers.isDeleted })
    .from(propertyDiscreteUsers)
    .where(eq(propertyDiscreteUsers.propertyId, propertyId))
    .orderBy(asc(propertyDiscreteUsers.id));

/** Runs a refused write and checks that it stored neither a grant nor an audit entry. */
async function writesNothing(refused: () => Promise<void>) {
  const counts = async () => ({ grants: await api.app.db.$count(propertyDiscreteUsers), activity: await api.app.db.$count(activity) });
  const before = await counts();
  await refused();
  expect(await counts()).toEqual(before);
}

const sessionUserId = async (): Promise<number> => (await api.get('/api/auth/session')).json().user.id;

describe('POST /api/property-discrete-users', () => {
  it('grants an active buyer access to an active discrete property: 201 with the entry, recorded as the session admin', async () => {
    const propertyId = await newProperty();
    const buyer = await newUser();
    const adminId = await sessionUserId();
    const res = await api.send('POST', BASE, { userId: adminId + 1, propertyId, buyerId: buyer.id });
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json<DiscreteUser>();
    expect(entry).toEqual({
      id: expect.any(Number),
      propertyId,
      userId: buyer.id,
      username: `${buyer.firstName} ${buyer.lastName}`,
      isDeleted: false,
      buyer,
      addedBy: ADMIN_NAME,
      createdAt: expect.any(String),
      version: expect.stringMatching(/^\d+$/),
    });
    expect(new Date(entry.createdAt).toISOString()).toBe(entry.createdAt);
    const [stored] = await api.app.db.select().from(propertyDiscreteUsers).where(eq(propertyDiscreteUsers.id, entry.id));
    expect(stored).toMatchObject({ propertyId, userId: buyer.id, addedById: adminId, isDeleted: false });
  });

  it("audits the grant in the property's history, naming the buyer", async () => {
    const propertyId = await newProperty();
    const buyer = await newUser();
    const entry = await granted(propertyId, buyer.id);
    expect(await accessHistory(propertyId)).toEqual([
      expect.objectContaining({
        source: 'audit',
        propertyId,
        userId: buyer.id,
        addedById: await sessionUserId(),
        addedByName: ADMIN_NAME,
        entityId: String(entry.id),
        comments: expect.stringMatching(new RegExp(`^Granted ${buyer.firstName} ${buyer.lastName} discrete access to '`)),
      }),
    ]);
  });

  it.each([
    ['a property that is not discrete', { isActive: true, isDiscrete: false }],
    ['a property that is not active', { isActive: false, isDiscrete: true }],
    ['a property neither active nor discrete', { isActive: false, isDiscrete: false }],
  ])('refuses %s with 409 and the notice of spec §4, writing nothing', async (_case, flags) => {
    const propertyId = await newProperty(flags);
    const buyer = await newUser();
    await writesNothing(async () => {
      expectError(await grant(propertyId, buyer.id), 409, { code: 'CONFLICT', message: NOT_ACTIVE_AND_DISCRETE, fields: ['propertyId'] });
    });
  });

  it('refuses an agent, an administrator and an inactive buyer with 400 naming buyerId, writing nothing', async () => {
    const propertyId = await newProperty();
    const agent = await demoUserOfRole(api.app, AGENT_ROLE_TYPE);
    const admin = await sessionUserId();
    const inactive = await newUser({ isActive: false });
    const inactiveAgent = await newUser({ userRoleTypeId: AGENT_ROLE_TYPE, isActive: false });
    await writesNothing(async () => {
      const cases: [number, string][] = [
        [agent.id, 'is not a buyer'],
        [admin, 'is not a buyer'],
        [inactive.id, 'is not an active user'],
        [inactiveAgent.id, 'is not a buyer'],
      ];
      for (const [buyerId, reason] of cases) {
        const error = expectError(await grant(propertyId, buyerId), 400, { code: 'BAD_REQUEST', fields: ['buyerId'] });
        expect(error.fields, String(buyerId)).toEqual({ buyerId: reason });
      }
    });
  });

  it('answers 404 for an unknown property or user, writing nothing', async () => {
    const propertyId = await newProperty();
    const buyer = await newUser();
    await writesNothing(async () => {
      expectError(await grant(2147483647, buyer.id), 404, { message: 'Property not found' });
      expectError(await grant(propertyId, 2147483647), 404, { message: 'User not found' });
    });
  });

  it('refuses a second live grant to the same buyer with 409 naming buyerId; after a removal the buyer may be granted again', async () => {
    const propertyId = await newProperty();
    const buyer = await newUser();
    const first = await granted(propertyId, buyer.id);
    await writesNothing(async () => {
      expectError(await grant(propertyId, buyer.id), 409, { code: 'CONFLICT', fields: ['buyerId'] });
    });
    expect((await remove(first.id)).statusCode).toBe(200);
    const second = await granted(propertyId, buyer.id);
    expect(second.id).not.toBe(first.id);
    expect(await storedGrants(propertyId)).toEqual([
      { id: first.id, userId: buyer.id, isDeleted: true },
      { id: second.id, userId: buyer.id, isDeleted: false },
    ]);
  });

  it('of two grants racing for one buyer, stores one (201) and refuses the other (409), never a 500', async () => {
    const propertyId = await newProperty();
    for (let round = 0; round < 3; round++) {
      const buyer = await newUser();
      const answers = await Promise.all([grant(propertyId, buyer.id), grant(propertyId, buyer.id)]);
      expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([201, 409]);
      const live = (await storedGrants(propertyId)).filter((g) => g.userId === buyer.id && !g.isDeleted);
      expect(live).toHaveLength(1);
    }
    expect(await accessHistory(propertyId)).toHaveLength(3);
  });

  it.each([
    ['no buyerId', { propertyId: 1 }, ['buyerId']],
    ['no propertyId', { buyerId: 1 }, ['propertyId']],
    ['a buyerId as text', { propertyId: 1, buyerId: '7' }, ['buyerId']],
    ['a buyerId of 0', { propertyId: 1, buyerId: 0 }, ['buyerId']],
    ['an unknown field', { propertyId: 1, buyerId: 1, round: 1 }, ['round']],
  ])('refuses %s with 400 naming it', async (_case, body, fields) => {
    await writesNothing(async () => {
      expectError(await api.send('POST', BASE, body), 400, { fields });
    });
  });

  it('refuses a cross-site grant (foreign Origin) with 403, writing nothing', async () => {
    const propertyId = await newProperty();
    const buyer = await newUser();
    await writesNothing(async () => {
      expectError(await grant(propertyId, buyer.id, FOREIGN), 403, { code: 'FORBIDDEN' });
    });
  });
});

describe('GET /api/property-discrete-users', () => {
  it("lists the property's live grants, newest first, without the removed ones or other properties'", async () => {
    const propertyId = await newProperty();
    const other = await newProperty();
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    const first = await granted(propertyId, a.id);
    const second = await granted(propertyId, b.id);
    const third = await granted(propertyId, c.id);
    await granted(other, a.id);
    expect((await remove(second.id)).statusCode).toBe(200);
    const res = await list(propertyId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([third, first]);
  });

  it('answers an empty list for a property with no grants', async () => {
    const res = await list(await newProperty());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('pages and sorts when react-admin asks, with filter={propertyId} and Content-Range', async () => {
    const propertyId = await newProperty();
    const buyers = [await newUser({ lastName: 'Zwane' }), await newUser({ lastName: 'Abrahams' }), await newUser({ lastName: 'Mokoena' })];
    for (const buyer of buyers) await granted(propertyId, buyer.id);
    const res = await api.get(`${BASE}${listQuery({ filter: { propertyId }, sort: ['lastName', 'ASC'], range: [0, 1] })}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-range']).toBe('property-discrete-users 0-1/3');
    expect(res.json<DiscreteUser[]>().map((e) => e.buyer.lastName)).toEqual(['Abrahams', 'Mokoena']);
  });

  it('answers 404 for an unknown property and 400 without a property', async () => {
    expectError(await list(2147483647), 404, { message: 'Property not found' });
    expectError(await api.get(BASE), 400, { fields: ['propertyId'] });
  });
});

describe('PUT /api/property-discrete-users/{id}/remove', () => {
  it('removes the access: 200 with the entry marked deleted, the row kept, and an audit entry in the property history', async () => {
    const propertyId = await newProperty();
    const buyer = await newUser();
    const entry = await granted(propertyId, buyer.id);
    const res = await remove(entry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...entry, isDeleted: true, version: expect.any(String) });
    expect(await storedGrants(propertyId)).toEqual([{ id: entry.id, userId: buyer.id, isDeleted: true }]);
    const history = await accessHistory(propertyId);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      propertyId,
      userId: buyer.id,
      entityId: String(entry.id),
      addedByName: ADMIN_NAME,
      comments: `Removed ${buyer.firstName} ${buyer.lastName}'s discrete access`,
      changes: { isDeleted: { from: false, to: true } },
    });
  });

  it('accepts a bare PUT with no body, as the userId it carries is ignored', async () => {
    const entry = await granted(await newProperty(), (await newUser()).id);
    const res = await api.send('PUT', `${BASE}/${entry.id}/remove`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isDeleted).toBe(true);
  });

  it('refuses a second removal with 409, recording it once', async () => {
    const propertyId = await newProperty();
    const entry = await granted(propertyId, (await newUser()).id);
    expect((await remove(entry.id)).statusCode).toBe(200);
    await writesNothing(async () => {
      expectError(await remove(entry.id), 409, { code: 'CONFLICT' });
    });
    expect(await accessHistory(propertyId)).toHaveLength(2);
  });

  it('of two removals racing, answers one 200 and one 409', async () => {
    const propertyId = await newProperty();
    const entry = await granted(propertyId, (await newUser()).id);
    const answers = await Promise.all([remove(entry.id), remove(entry.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await accessHistory(propertyId)).toHaveLength(2);
  });

  it('answers 404 for an unknown grant and 400 for an id that is not one', async () => {
    expectError(await remove(2147483647), 404, { message: 'Discrete user not found' });
    expectError(await remove('abc'), 400, { fields: ['id'] });
  });

  it('refuses a cross-site removal (foreign Origin) with 403, leaving the grant live', async () => {
    const propertyId = await newProperty();
    const entry = await granted(propertyId, (await newUser()).id);
    await writesNothing(async () => {
      expectError(await remove(entry.id, FOREIGN), 403, { code: 'FORBIDDEN' });
    });
    expect((await list(propertyId)).json()).toEqual([entry]);
  });
});

describe('without a session', () => {
  it('answers 401 to every route and changes nothing', async () => {
    const propertyId = await newProperty();
    const buyer = await newUser();
    const entry = await granted(propertyId, buyer.id);
    const other = await newUser();
    await writesNothing(async () => {
      const calls = [
        { method: 'GET' as const, url: `${BASE}?propertyId=${propertyId}` },
        { method: 'POST' as const, url: BASE, payload: { propertyId, buyerId: other.id } },
        { method: 'PUT' as const, url: `${BASE}/${entry.id}/remove`, payload: {} },
      ];
      for (const call of calls) expectError(await api.app.inject(call), 401);
    });
    const [stored] = await api.app.db
      .select({ isDeleted: propertyDiscreteUsers.isDeleted })
      .from(propertyDiscreteUsers)
      .where(eq(propertyDiscreteUsers.id, entry.id));
    expect(stored.isDeleted).toBe(false);
  });
});

describe('API documentation', () => {
  it('lists the three discrete access routes under their tag', async () => {
    const { paths } = (await api.get('/api/openapi.json')).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    const operations = [paths[BASE]?.get, paths[BASE]?.post, paths[`${BASE}/{id}/remove`]?.put];
    for (const operation of operations) expect(operation?.tags).toEqual(['discrete access']);
  });
});
