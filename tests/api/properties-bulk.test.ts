import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { properties, users } from '../../server/db/schema';
import { DEMO_SUPPORT } from '../../server/demo/demo-data';
import { auditAbout } from './helpers/activity';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { createProperty } from './helpers/properties';
import { DEMO_ADMIN, loginAs } from './helpers/test-app';

// Issue 32, 'Bulk changes with undo on Manage Properties': the four flags set or cleared on many
// properties in one request and one transaction, with one audit entry per property.

const api = useLoggedInApp();
const URL = '/api/properties/flags';

const flagsOf = (ids: number[]) =>
  api.app.db
    .select({
      id: properties.id,
      isActive: properties.isActive,
      isDiscrete: properties.isDiscrete,
      isFeatured: properties.isFeatured,
      isListable: properties.isListable,
      updatedAt: properties.updatedAt,
    })
    .from(properties)
    .where(inArray(properties.id, ids))
    .orderBy(asc(properties.id));

/** Three properties of the test's own (created with every flag cleared). */
const threeProperties = async () => [await createProperty(api), await createProperty(api), await createProperty(api)];

describe('PUT /api/properties/flags', () => {
  it('sets flags on three properties in one request, each with one audit entry naming the admin and its before and after', async () => {
    const ids = await threeProperties();
    const res = await api.send('PUT', URL, { ids, set: { isActive: true, isFeatured: true, isListable: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ids });
    for (const row of await flagsOf(ids)) {
      expect(row).toMatchObject({ isActive: true, isDiscrete: false, isFeatured: true, isListable: false });
    }

    const [admin] = await api.app.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, DEMO_ADMIN.email));
    for (const id of ids) {
      const entries = (await auditAbout(api.app, id, 'property')).filter((entry) => entry.comments?.startsWith('Updated'));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        source: 'audit',
        addedById: admin.id,
        entityId: String(id),
        comments: "Updated property 'Harbour View Offices'",
        changes: { isActive: { from: false, to: true }, isFeatured: { from: false, to: true } },
      });
    }
  });

  it('clears a flag, gives each changed property a new version, and leaves one already as asked alone', async () => {
    const [a, b, c] = await threeProperties();
    await api.send('PUT', URL, { ids: [a, b], set: { isDiscrete: true } });
    const [before] = await flagsOf([b]);
    const res = await api.send('PUT', URL, { ids: [a, b, c], set: { isDiscrete: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ids: [a, b] });
    const rows = await flagsOf([a, b, c]);
    expect(rows.map((row) => row.isDiscrete)).toEqual([false, false, false]);
    expect(rows[1].updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await auditAbout(api.app, c, 'property')).toHaveLength(1); // its creation only
    expect((await auditAbout(api.app, b, 'property')).at(-1)?.changes).toEqual({ isDiscrete: { from: true, to: false } });
  });

  it('changes nothing when one id among good ones is unknown, and answers 404 naming it', async () => {
    const ids = await threeProperties();
    const before = await flagsOf(ids);
    const res = await api.send('PUT', URL, { ids: [...ids, 987654], set: { isActive: true } });
    expectError(res, 404, { code: 'NOT_FOUND', message: 'Property 987654 not found' });
    expect(await flagsOf(ids)).toEqual(before);
    for (const id of ids) expect(await auditAbout(api.app, id, 'property')).toHaveLength(1);

    const two = await api.send('PUT', URL, { ids: [987654, ids[0], 987655], set: { isActive: true } });
    expectError(two, 404, { code: 'NOT_FOUND', message: 'Properties 987654 and 987655 not found' });
  });

  it.each([
    ['no ids', { ids: [], set: { isActive: true } }, 'ids', 'Invalid request: ids must NOT have fewer than 1 items'],
    ['an empty set', { ids: [1], set: {} }, 'set', 'Invalid request: set must NOT have fewer than 1 properties'],
    ['no set', { ids: [1] }, 'set', 'Invalid request: set is required'],
    ['an id twice', { ids: [1, 1], set: { isActive: true } }, 'ids', undefined],
    ['more than 1000 ids', { ids: Array.from({ length: 1001 }, (_, i) => i + 1), set: { isActive: true } }, 'ids', undefined],
    ['an id that is not one', { ids: [0], set: { isActive: true } }, 'ids.0', undefined],
  ])('refuses %s with 400 naming the field', async (_case, body, field, message) => {
    const error = expectError(await api.send('PUT', URL, body), 400, { code: 'VALIDATION_FAILED', fields: [field] });
    if (message) expect(error.message).toBe(message);
  });

  it('refuses for a flag what a save of the headers refuses: a value that is not true or false, or another field', async () => {
    const [id] = await threeProperties();
    for (const bad of [{ isActive: 'yes' }, { isFeatured: 1 }, { isListable: null }]) {
      const [field] = Object.keys(bad);
      const single = expectError(await api.send('PUT', `/api/properties/?id=${id}`, bad), 400, { fields: [field] });
      const bulk = expectError(await api.send('PUT', URL, { ids: [id], set: bad }), 400, { fields: [`set.${field}`] });
      expect(bulk.message).toBe(single.message.replace(field, `set.${field}`));
    }
    expectError(await api.send('PUT', URL, { ids: [id], set: { listingTitle: 'Renamed' } }), 400, { fields: ['set.listingTitle'] });
    expectError(await api.send('PUT', URL, { ids: [id], set: { isActive: true }, userId: 3 }), 400, { fields: ['userId'] });
    expect(await auditAbout(api.app, id, 'property')).toHaveLength(1);
  });

  it('refuses support staff with 403, changing nothing', async () => {
    const ids = await threeProperties();
    const before = await flagsOf(ids);
    const support = await loginAs(api.app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const res = await api.app.inject({ method: 'PUT', url: URL, headers: { cookie: support }, payload: { ids, set: { isActive: true } } });
    expectError(res, 403, { code: 'READ_ONLY' });
    expect(await flagsOf(ids)).toEqual(before);
  });
});
