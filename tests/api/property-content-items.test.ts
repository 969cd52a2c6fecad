import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activity, propertyContentItems } from '../../server/db/schema';
import { contentAudit, dense, orderOf, setBlocks, storedBlocks } from './helpers/content-items';
import { expectError } from './helpers/expect-error';
import { listQuery } from './helpers/list-endpoint';
import { useLoggedInApp } from './helpers/logged-in-app';
import { expectReorderAnswer } from './helpers/reorder-answer';

const api = useLoggedInApp();

const BASE = '/api/property-content-items';
const KEYS = ['contentBody', 'contentHeader', 'contentWidth', 'displayOrder', 'id', 'propertyId', 'version'];
const { get, send } = api;
const block = (propertyId: number, contentHeader: string, extra: object = {}) => ({
  userId: 3,
  propertyId,
  contentHeader,
  contentBody: `<p>${contentHeader} body</p>`,
  ...extra,
});
const reorder = (propertyId: number, propertyContentItemId: number, displayOrder: number) =>
  send('PUT', `${BASE}/re-order`, { userId: 3, propertyId, propertyContentItemId, displayOrder });

describe('GET /property-content-items', () => {
  it("answers a property's blocks in display order, dense from 1, in the spec's fields", async () => {
    const res = await get(`${BASE}?propertyId=1`);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(KEYS);
    expect(rows.map((r: { displayOrder: number }) => r.displayOrder)).toEqual(dense(rows.length));
    expect(rows.map((r: { id: number }) => r.id)).toEqual((await orderOf(api.app, 1)).ids);
    expect(rows.every((r: { propertyId: number }) => r.propertyId === 1)).toBe(true);
  });

  it('orders by display order, then id, whatever order the rows were stored in', async () => {
    const [a, b, c] = await setBlocks(api.app, 3, ['A', 'B', 'C']);
    await api.app.db.update(propertyContentItems).set({ displayOrder: 1 }).where(eq(propertyContentItems.id, c));
    const rows = (await get(`${BASE}?propertyId=3`)).json();
    expect(rows.map((r: { id: number }) => r.id)).toEqual([a, c, b]);
  });

  it("reads react-admin's getList query (filter, sort, range) and answers Content-Range", async () => {
    const ids = (await orderOf(api.app, 1)).ids;
    const res = await get(`${BASE}${listQuery({ filter: { propertyId: 1 }, sort: ['displayOrder', 'ASC'], range: [0, 0] })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 1));
    expect(res.headers['content-range']).toBe(`property-content-items 0-0/${ids.length}`);
    const descending = (await get(`${BASE}${listQuery({ filter: { propertyId: '1' }, sort: ['displayOrder', 'DESC'] })}`)).json();
    expect(descending.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
  });

  it('answers [] for a property without blocks (the demo leaves 30..40 empty)', async () => {
    for (const id of [30, 40]) expect((await get(`${BASE}?propertyId=${id}`)).json()).toEqual([]);
  });

  it('answers 404 for an unknown property', async () => {
    expectError(await get(`${BASE}?propertyId=99999`), 404, { code: 'NOT_FOUND', message: 'Property not found' });
    expectError(await get(`${BASE}${listQuery({ filter: { propertyId: 99999 } })}`), 404);
  });

  it.each([
    ['no property at all', '', 'propertyId'],
    ['a propertyId that is not an id', '?propertyId=abc', 'propertyId'],
    ['a filter propertyId that is not an id', listQuery({ filter: { propertyId: 'x' } }), 'filter.propertyId'],
    ['a query and a filter that disagree', `?propertyId=1&filter=${encodeURIComponent('{"propertyId":2}')}`, 'propertyId'],
    ['an unknown sort field', `?propertyId=1&sort=${encodeURIComponent('["contentBody","ASC"]')}`, 'sort'],
  ])('answers 400 naming the field for %s', async (_case, query, field) => {
    expectError(await get(`${BASE}${query}`), 400, { fields: [field] });
  });
});

describe('POST /property-content-items', () => {
  it('adds the first block of a property at 1, half width by default, and records it for the property', async () => {
    const res = await send('POST', BASE, block(31, '  Overview  '));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      propertyId: 31,
      contentHeader: 'Overview',
      contentBody: '<p>  Overview   body</p>',
      contentWidth: 1,
      displayOrder: 1,
      version: expect.stringMatching(/^\d+$/),
    });
    expect(await storedBlocks(api.app, 31)).toMatchObject([{ id: created.id, contentHeader: 'Overview', displayOrder: 1 }]);
    const [entry] = await contentAudit(api.app, 31);
    expect(entry).toMatchObject({ source: 'audit', entityId: String(created.id), comments: "Added information block 'Overview'" });
  });

  it('adds a block after the highest display order (max + 1), at the width asked for', async () => {
    const [, second] = await setBlocks(api.app, 32, ['A', 'B']);
    await api.app.db.update(propertyContentItems).set({ displayOrder: 5 }).where(eq(propertyContentItems.id, second));
    const res = await send('POST', BASE, block(32, 'Zoning', { contentWidth: 2 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentWidth: 2, displayOrder: 6 });
  });

  it('numbers blocks added at the same time 1..n, none sharing a position', async () => {
    await setBlocks(api.app, 6, []);
    const results = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((header) => send('POST', BASE, block(6, header))));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.json().displayOrder).sort()).toEqual(dense(5));
    expect((await orderOf(api.app, 6)).orders).toEqual(dense(5));
  });

  it('inserts at a given display order, moving the blocks from there down one', async () => {
    const [a, b, c] = await setBlocks(api.app, 33, ['A', 'B', 'C']);
    const created = (await send('POST', BASE, block(33, 'New', { displayOrder: 2 }))).json();
    expect(created.displayOrder).toBe(2);
    expect(await orderOf(api.app, 33)).toEqual({ ids: [a, created.id, b, c], orders: dense(4) });
  });

  it('stores HTML exactly as given (it is sanitised when shown)', async () => {
    const html = '<h3>Specs</h3><script>alert(1)</script><p onclick="x()">Raised <b>floors</b></p>\n';
    const created = (await send('POST', BASE, block(34, 'Specs', { contentBody: html }))).json();
    expect(created.contentBody).toBe(html);
    expect((await get(`${BASE}?propertyId=34`)).json()[0].contentBody).toBe(html);
  });

  it.each([
    ['a blank header and body', { contentHeader: '   ', contentBody: '' }, ['contentHeader', 'contentBody']],
    ['a body of spaces', { contentBody: ' \n ' }, ['contentBody']],
    ['a missing header', { contentHeader: undefined }, ['contentHeader']],
    ['a width of 3', { contentWidth: 3 }, ['contentWidth']],
    ['a display order of 0', { displayOrder: 0 }, ['displayOrder']],
    ['an unknown field', { isExpanded: true }, ['isExpanded']],
  ])('refuses %s with 400 naming the fields, and writes nothing', async (_case, change, fields) => {
    const [blocks, audits] = [await api.app.db.$count(propertyContentItems), await api.app.db.$count(activity)];
    expectError(await send('POST', BASE, { ...block(35, 'Header'), ...change }), 400, { fields });
    expect([await api.app.db.$count(propertyContentItems), await api.app.db.$count(activity)]).toEqual([blocks, audits]);
  });

  it('answers 404 for an unknown property and writes nothing', async () => {
    const count = await api.app.db.$count(propertyContentItems);
    expectError(await send('POST', BASE, block(99999, 'Header')), 404, { message: 'Property not found' });
    expect(await api.app.db.$count(propertyContentItems)).toBe(count);
  });
});

describe('PUT /property-content-items/update?id=', () => {
  it('saves header, body and width, answers the row and records what changed', async () => {
    const [a, b] = await setBlocks(api.app, 36, ['A', 'B']);
    const res = await send(
      'PUT',
      `${BASE}/update?id=${b}`,
      block(36, 'Parking', { contentBody: '<ul><li>4 bays</li></ul>', contentWidth: 2, displayOrder: 2 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: b,
      propertyId: 36,
      contentHeader: 'Parking',
      contentBody: '<ul><li>4 bays</li></ul>',
      contentWidth: 2,
      displayOrder: 2,
      version: expect.stringMatching(/^\d+$/),
    });
    expect((await orderOf(api.app, 36)).ids).toEqual([a, b]);
    const [entry] = await contentAudit(api.app, 36);
    expect(entry.comments).toBe("Updated information block 'Parking'");
    expect(entry.changes).toEqual({
      contentHeader: { from: 'B', to: 'Parking' },
      contentBody: { from: '<p>B</p>', to: '<ul><li>4 bays</li></ul>' },
      contentWidth: { from: 1, to: 2 },
    });
  });

  it('moves the block when the display order changes, keeping the order dense', async () => {
    const [a, b, c] = await setBlocks(api.app, 37, ['A', 'B', 'C']);
    const res = await send('PUT', `${BASE}/update?id=${c}`, block(37, 'C', { displayOrder: 1 }));
    expect(res.json().displayOrder).toBe(1);
    expect(await orderOf(api.app, 37)).toEqual({ ids: [c, a, b], orders: dense(3) });
  });

  it('answers 404 for an unknown block, 400 for a block of another property, and changes nothing', async () => {
    const [a] = await setBlocks(api.app, 38, ['A']);
    expectError(await send('PUT', `${BASE}/update?id=99999`, block(38, 'X')), 404, { message: 'Content item not found' });
    expectError(await send('PUT', `${BASE}/update?id=${a}`, block(37, 'X')), 400, { fields: ['propertyId'] });
    expectError(await send('PUT', `${BASE}/update?id=${a}`, block(38, ' ', { contentBody: '' })), 400, {
      fields: ['contentHeader', 'contentBody'],
    });
    expectError(await send('PUT', `${BASE}/update?id=${a}`, { ...block(38, 'X'), id: a + 1 }), 400, { fields: ['id'] });
    expect(await storedBlocks(api.app, 38)).toMatchObject([{ id: a, contentHeader: 'A' }]);
    expect(await contentAudit(api.app, 38)).toEqual([]);
  });
});

describe('PUT /property-content-items/re-order', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = await setBlocks(api.app, 39, ['A', 'B', 'C', 'D']);
  });
  const expectOrder = async (expected: number[]) =>
    expect(await orderOf(api.app, 39)).toEqual({ ids: expected, orders: dense(expected.length) });

  it('moves a block to the top (position 0) and answers the renumbered list', async () => {
    const [a, b, c, d] = ids;
    const res = await reorder(39, d, 0);
    expectReorderAnswer(res, [
      [d, 1],
      [a, 2],
      [b, 3],
      [c, 4],
    ]);
    const entries = await contentAudit(api.app, 39);
    expect(entries.at(-1)).toMatchObject({
      comments: "Moved information block 'D' from position 4 to 1",
      changes: { displayOrder: { from: 4, to: 1 } },
    });
  });

  it('moves a block to the bottom (the last zero-based position)', async () => {
    const [a, b, c, d] = ids;
    await reorder(39, d, 3);
    await expectOrder([a, b, c, d]);
  });

  it('leaves the order as it is when a block is dropped onto itself', async () => {
    const [a, b, c, d] = ids;
    expect((await reorder(39, b, 1)).statusCode).toBe(200);
    await expectOrder([a, b, c, d]);
  });

  it('moves a block past the end to the end', async () => {
    const [a, b, c, d] = ids;
    const res = await reorder(39, a, 99);
    expect(res.statusCode).toBe(200);
    await expectOrder([b, c, d, a]);
    expect((await contentAudit(api.app, 39)).at(-1)?.comments).toBe("Moved information block 'A' from position 1 to 4");
  });

  it('keeps a dense 1..n order when moves arrive at the same time', async () => {
    // Interleaving is up to the scheduler: several rounds make a missing lock show reliably.
    for (let round = 0; round < 4; round++) {
      await Promise.all(ids.flatMap((id, i) => [reorder(39, id, (i * 3 + round) % 4), reorder(39, id, 0), reorder(39, id, 3)]));
      const { ids: after, orders } = await orderOf(api.app, 39);
      expect(orders).toEqual(dense(4));
      expect([...after].sort()).toEqual([...ids].sort());
    }
  });

  it('answers 404 for an unknown block or property, 400 for a block of another property or a negative position', async () => {
    const before = await orderOf(api.app, 39);
    expectError(await reorder(39, 99999, 0), 404, { message: 'Content item not found' });
    expectError(await reorder(99999, ids[0], 0), 404, { message: 'Property not found' });
    expectError(await reorder(1, ids[0], 0), 400, { fields: ['propertyContentItemId'] });
    expectError(await reorder(39, ids[0], -1), 400, { fields: ['displayOrder'] });
    expect(await orderOf(api.app, 39)).toEqual(before);
  });
});

describe('DELETE /property-content-items/{id}', () => {
  it('deletes a block, answers it, closes the gap and records it for the property', async () => {
    const [a, b, c] = await setBlocks(api.app, 2, ['A', 'B', 'C']);
    const res = await send('DELETE', `${BASE}/${b}`, { userId: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: b, propertyId: 2, contentHeader: 'B', displayOrder: 2 });
    expect(await orderOf(api.app, 2)).toEqual({ ids: [a, c], orders: [1, 2] });
    expect((await contentAudit(api.app, 2)).at(-1)).toMatchObject({ entityId: String(b), comments: "Deleted information block 'B'" });
  });

  it('needs no body', async () => {
    const [a, b] = await setBlocks(api.app, 4, ['A', 'B']);
    expect((await send('DELETE', `${BASE}/${a}`)).statusCode).toBe(200);
    expect(await orderOf(api.app, 4)).toEqual({ ids: [b], orders: [1] });
  });

  it('answers 404 for an unknown block', async () => {
    expectError(await send('DELETE', `${BASE}/99999`), 404, { message: 'Content item not found' });
  });
});

describe('without a session', () => {
  it('answers 401 to every route and changes nothing', async () => {
    const [a, b] = await setBlocks(api.app, 5, ['A', 'B']);
    const calls = [
      { method: 'GET' as const, url: `${BASE}?propertyId=5` },
      { method: 'POST' as const, url: BASE, payload: block(5, 'X') },
      { method: 'PUT' as const, url: `${BASE}/update?id=${a}`, payload: block(5, 'X') },
      { method: 'PUT' as const, url: `${BASE}/re-order`, payload: { propertyId: 5, propertyContentItemId: b, displayOrder: 0 } },
      { method: 'DELETE' as const, url: `${BASE}/${a}` },
    ];
    for (const call of calls) expectError(await api.app.inject(call), 401);
    expect(await storedBlocks(api.app, 5)).toMatchObject([
      { id: a, contentHeader: 'A', displayOrder: 1 },
      { id: b, contentHeader: 'B', displayOrder: 2 },
    ]);
  });
});
