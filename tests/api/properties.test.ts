import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, properties, users } from '../../server/db/schema';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { newPropertyBody } from './helpers/properties';

const api = useLoggedInApp({ PUBLIC_SITE_URL: 'https://www.example.com/' });

const { get, send } = api;
const landingOrder = async () =>
  (
    await api.app.db.select({ id: properties.id, order: properties.displayOrder }).from(properties).orderBy(asc(properties.displayOrder))
  ).map((r) => r.id);

const newProperty = () => newPropertyBody(api.app);

describe('GET /api/properties/admin', () => {
  it('pages, sorts and totals the admin list in the spec shape', async () => {
    const res = await get(
      `/api/properties/admin?range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["listingTitle","ASC"]')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('properties 0-9/40');
    const rows = res.json();
    expect(rows).toHaveLength(10);
    expect(rows.map((r: { listingTitle: string }) => r.listingTitle)).toEqual(
      [...rows.map((r: { listingTitle: string }) => r.listingTitle)].sort(),
    );
    expect(rows[0]).toMatchObject({
      category: expect.any(String),
      province: expect.any(String),
      propertyStatus: expect.any(String),
      placeholderyn: expect.any(Number),
    });
    expect(rows[0].agent).toMatchObject({ firstName: expect.any(String), agency: { name: expect.any(String) } });
    // Only the spec's fields: the list builds its rows in place from wider ones (agencyId, isPlaceholder).
    expect(Object.keys(rows[0].agent).sort()).toEqual([
      'agency',
      'agencyName',
      'cellNumber',
      'emailAddress',
      'firstName',
      'id',
      'lastName',
    ]);
    expect(rows[0]).not.toHaveProperty('isPlaceholder');
  });

  it("nests the agent's agency, and answers null for an agent without one", async () => {
    const first = async () => (await get(`/api/properties/admin?range=${encodeURIComponent('[0,0]')}`)).json()[0];
    const { agent } = await first();
    expect(agent.agency).toEqual({ id: expect.any(Number), name: agent.agencyName });
    await api.app.db.update(users).set({ agencyId: null }).where(eq(users.id, agent.id));
    try {
      expect((await first()).agent).toMatchObject({ id: agent.id, agencyName: null, agency: null });
    } finally {
      await api.app.db.update(users).set({ agencyId: agent.agency.id }).where(eq(users.id, agent.id));
    }
  });

  it('marks the placeholders with placeholderyn 1 and filters on flags', async () => {
    const all = (await get('/api/properties/admin')).json();
    expect(all.filter((r: { placeholderyn: number }) => r.placeholderyn === 1)).toHaveLength(3);
    const featured = (await get(`/api/properties/admin?filter=${encodeURIComponent('{"isFeatured":true}')}`)).json();
    expect(featured.length).toBe(all.filter((r: { isFeatured: boolean }) => r.isFeatured).length);
  });

  it('filters by category id and refuses an id filter that is not an id', async () => {
    const all = (await get('/api/properties/admin')).json();
    const offices = (await get(`/api/properties/admin?filter=${encodeURIComponent('{"categoryId":1}')}`)).json();
    expect(offices.length).toBe(all.filter((r: { categoryId: number }) => r.categoryId === 1).length);
    const res = await get(`/api/properties/admin?filter=${encodeURIComponent('{"categoryId":"office"}')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'filter.categoryId': 'must be a positive whole number' });
  });
});

describe('POST /api/properties/{id}/admin', () => {
  it('answers the nested admin detail', async () => {
    const res = await send('POST', '/api/properties/1/admin', { loggedInUserId: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 1,
      propertyReference: 'PR-1001',
      sellerCompany: { companyName: expect.any(String) },
      agent: { agency: { name: expect.any(String) } },
    });
  });

  it("gives the property's page on the public site, from PUBLIC_SITE_URL", async () => {
    const res = await send('POST', '/api/properties/7/admin', {});
    expect(res.json().publicUrl).toBe('https://www.example.com/properties/7');
  });

  it('answers 404 for an unknown property', async () => {
    expect((await send('POST', '/api/properties/99999/admin', {})).statusCode).toBe(404);
  });

  it('answers the same detail to a POST with no body at all', async () => {
    const res = await send('POST', '/api/properties/1/admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual((await send('POST', '/api/properties/1/admin', {})).json());
  });

  it('refuses a body with fields it does not know: 400', async () => {
    expectError(await send('POST', '/api/properties/1/admin', { propertyId: 2 }), 400);
  });
});

describe('POST /api/properties', () => {
  it('creates a property at the end of the landing order, with its reference and one audit entry', async () => {
    const before = await landingOrder();
    const res = await send('POST', '/api/properties', await newProperty());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      listingTitle: 'Harbour View Offices',
      propertyReference: `PR-${1000 + created.id}`,
      nearestTown: 'N/A',
      displayOrder: before.length + 1,
    });
    const entries = await api.app.db.select().from(activity).where(eq(activity.propertyId, created.id));
    expect(entries).toMatchObject([{ source: 'audit', entityType: 'property', comments: "Created property 'Harbour View Offices'" }]);
  });

  it('refuses unknown references and a non-agent, naming each field, and writes nothing', async () => {
    const buyer = (await api.app.db.select().from(users).where(eq(users.userRoleTypeId, 5)).limit(1))[0];
    const count = await api.app.db.$count(properties);
    const res = await send('POST', '/api/properties', { ...(await newProperty()), categoryId: 999, agentId: buyer.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ categoryId: 'does not exist', agentId: 'is not an agent' });
    expect(await api.app.db.$count(properties)).toBe(count);
  });

  it('refuses a missing required field with 400', async () => {
    const { suburb: _omit, ...body } = await newProperty();
    const res = await send('POST', '/api/properties', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ suburb: 'is required' });
  });
});

describe('PUT /api/properties/?id=', () => {
  it('saves the headers, keeps blank fields as they were, and records the change', async () => {
    const res = await send('PUT', '/api/properties/?id=2', { userId: 3, listingTitle: 'Renamed Park', suburb: '', isFeatured: true });
    expect(res.statusCode).toBe(200);
    const [row] = await api.app.db.select().from(properties).where(eq(properties.id, 2));
    expect(row).toMatchObject({ listingTitle: 'Renamed Park', isFeatured: true });
    expect(row.suburb).not.toBe('');
    const [entry] = await api.app.db.select().from(activity).where(eq(activity.entityId, '2'));
    expect(entry.changes).toMatchObject({ listingTitle: { to: 'Renamed Park' } });
  });

  it('answers 404 for an unknown property', async () => {
    expect((await send('PUT', '/api/properties/?id=99999', { listingTitle: 'x' })).statusCode).toBe(404);
  });
});

describe('PUT /api/properties/re-order-landing-page', () => {
  it('moves a property after another, to the top, and onto itself, keeping the order dense', async () => {
    const start = await landingOrder();
    const [a, b, , d] = start;
    expect((await send('PUT', '/api/properties/re-order-landing-page', { propertyId: d, propertyBeforeId: a })).statusCode).toBe(200);
    expect((await landingOrder()).slice(0, 3)).toEqual([a, d, b]);
    await send('PUT', '/api/properties/re-order-landing-page', { propertyId: b, propertyBeforeId: 0 });
    expect((await landingOrder())[0]).toBe(b);
    await send('PUT', '/api/properties/re-order-landing-page', { propertyId: b, propertyBeforeId: b });
    expect((await landingOrder())[0]).toBe(b);
    const orders = (await api.app.db.select({ o: properties.displayOrder }).from(properties).orderBy(asc(properties.displayOrder))).map(
      (r) => r.o,
    );
    expect(orders).toEqual(orders.map((_, i) => i + 1));
  });

  it('keeps a dense 1..n order under concurrent moves', async () => {
    const order = await landingOrder();
    await Promise.all(
      order
        .slice(0, 8)
        .map((id, i) =>
          send('PUT', '/api/properties/re-order-landing-page', { propertyId: id, propertyBeforeId: order[(i * 5) % order.length] }),
        ),
    );
    const orders = (await api.app.db.select({ o: properties.displayOrder }).from(properties).orderBy(asc(properties.displayOrder))).map(
      (r) => r.o,
    );
    expect(orders).toEqual(orders.map((_, i) => i + 1));
  });

  it('answers 404 for an unknown property and 400 for an unknown before-id', async () => {
    expect((await send('PUT', '/api/properties/re-order-landing-page', { propertyId: 99999, propertyBeforeId: 0 })).statusCode).toBe(404);
    const res = await send('PUT', '/api/properties/re-order-landing-page', { propertyId: 1, propertyBeforeId: 99999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ propertyBeforeId: 'does not exist' });
  });
});

describe('GET /api/properties?isfeatured=false', () => {
  it('lists every property in landing order', async () => {
    const rows = (await get('/api/properties?isfeatured=false')).json();
    expect(rows.map((r: { id: number }) => r.id)).toEqual(await landingOrder());
    const featured = (await get('/api/properties?isfeatured=true')).json();
    expect(featured.every((r: { isFeatured: boolean }) => r.isFeatured)).toBe(true);
  });
});

describe('without PUBLIC_SITE_URL', () => {
  const unconfigured = useLoggedInApp();

  it('answers no public address, rather than one on a site that is not there', async () => {
    const res = await unconfigured.send('POST', '/api/properties/7/admin', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().publicUrl).toBeNull();
  });
});
