import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activity, propertyMediaItems } from '../../server/db/schema';
import { dense } from './helpers/content-items';
import { expectError } from './helpers/expect-error';
import { listQuery } from './helpers/list-endpoint';
import { useLoggedInApp } from './helpers/logged-in-app';
import { expectReorderAnswer } from './helpers/reorder-answer';
import {
  demoAdminId,
  demoVideoLink,
  gallery,
  MEDIA_ITEMS as BASE,
  mediaAudit,
  mediaItemBody,
  mediaOrderOf,
  setMedia,
  storedMedia,
  toggleUrl,
} from './helpers/media-items';
import { uploadImage, type UploadedImage } from './helpers/uploads';

const api = useLoggedInApp();

const KEYS = ['displayOrder', 'fileType', 'id', 'isActive', 'mediaLink', 'propertyId', 'title'];
const { get, send } = api;
/** An image uploaded once for the file (beforeAll): links of ours must name one that exists. */
let uploaded: UploadedImage;
beforeAll(async () => {
  uploaded = await uploadImage(api);
});
const image = (propertyId: number, extra: object = {}) => mediaItemBody(uploaded.display, propertyId, extra);
const MADE_UP_ID = '0b7e9c1e-5f0a-4c7d-9a55-1d2f3e4a5b6c';
const toggle = (id: number | string, userId: number | string = 3) => send('PUT', toggleUrl(id, userId));
const reorder = (propertyId: number, propertyMediaItemId: number, propertyMediaItemBeforeId: number) =>
  send('PUT', `${BASE}/re-order`, { propertyId, propertyMediaItemId, propertyMediaItemBeforeId });
const idsOf = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
const counts = async () => [await api.app.db.$count(propertyMediaItems), await api.app.db.$count(activity)];

describe('GET /property-media-items', () => {
  it("answers a property's items by display order, then id, in the spec's fields", async () => {
    const [a, b, c, video] = await setMedia(api.app, 1, [
      ...gallery(3),
      { title: 'Video', fileType: 'video', mediaLink: '/api/media/videos/v1/play', displayOrder: 100 },
    ]);
    await api.app.db.update(propertyMediaItems).set({ displayOrder: 1 }).where(eq(propertyMediaItems.id, c));
    const res = await get(`${BASE}?propertyId=1`);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(KEYS);
    expect(idsOf(rows)).toEqual([a, c, b, video]);
    expect(rows[3]).toEqual({
      id: video,
      propertyId: 1,
      title: 'Video',
      fileType: 'video',
      mediaLink: '/api/media/videos/v1/play',
      displayOrder: 100,
      isActive: true,
    });
  });

  it("reads react-admin's getList query (filter, sort, range) and answers Content-Range", async () => {
    const ids = await setMedia(api.app, 2, gallery(3));
    const res = await get(`${BASE}${listQuery({ filter: { propertyId: 2 }, sort: ['displayOrder', 'DESC'], range: [0, 1] })}`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json())).toEqual([ids[2], ids[1]]);
    expect(res.headers['content-range']).toBe('property-media-items 0-1/3');
  });

  it('answers [] for a property without media', async () => {
    await setMedia(api.app, 30, []);
    expect((await get(`${BASE}?propertyId=30`)).json()).toEqual([]);
  });

  it('answers 404 for an unknown property', async () => {
    expectError(await get(`${BASE}?propertyId=99999`), 404, { code: 'NOT_FOUND', message: 'Property not found' });
  });

  it.each([
    ['no property at all', ''],
    ['a propertyId that is not an id', '?propertyId=abc'],
    ['a propertyId of 0', '?propertyId=0'],
  ])('answers 400 naming propertyId for %s', async (_case, query) => {
    expectError(await get(`${BASE}${query}`), 400, { fields: ['propertyId'] });
  });
});

describe('POST /property-media-items', () => {
  it('adds an image at the display order given, answers it and records it for the property', async () => {
    await setMedia(api.app, 31, gallery(2));
    const res = await send('POST', BASE, image(31, { userId: 3, displayOrder: 3 }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({ id: expect.any(Number), ...image(31, { displayOrder: 3 }), isActive: true });
    expect((await storedMedia(api.app, 31)).at(-1)).toMatchObject({ id: created.id, displayOrder: 3, isActive: true });
    const [entry] = await mediaAudit(api.app, 31);
    expect(entry).toMatchObject({
      source: 'audit',
      entityId: String(created.id),
      comments: 'Added Gallery image media item',
      changes: { title: { from: null, to: 'Gallery' }, mediaLink: { from: null, to: created.mediaLink } },
    });
  });

  it('adds a video, asked at 100, after the others with its preview URL, and takes absolute http(s) links too', async () => {
    await setMedia(api.app, 32, gallery(1));
    const video = { title: 'Video', fileType: 'video', mediaLink: await demoVideoLink(api.app) };
    expect((await send('POST', BASE, image(32, { ...video, displayOrder: 100 }))).json()).toMatchObject({ ...video, displayOrder: 2 });
    const hosted = { title: 'ListImage', mediaLink: 'https://images.example.com/x/public', displayOrder: 3 };
    expect((await send('POST', BASE, image(32, hosted))).statusCode).toBe(201);
    const play = { title: 'Play', fileType: 'videoPlaceholder', mediaLink: 'http://cdn.example.com/p.webp', displayOrder: 4 };
    expect((await send('POST', BASE, image(32, play))).statusCode).toBe(201);
    expect((await storedMedia(api.app, 32)).map((r) => [r.title, r.displayOrder])).toEqual([
      ['Gallery', 1],
      ['Video', 2],
      ['ListImage', 3],
      ['Play', 4],
    ]);
  });

  it('puts an item asked for a place among the others there, and moves those after it down', async () => {
    const [a, b] = await setMedia(api.app, 39, gallery(2));
    const { id } = (await send('POST', BASE, image(39, { displayOrder: 1 }))).json();
    expect(await mediaOrderOf(api.app, 39)).toEqual({ ids: [id, a, b], orders: [1, 2, 3] });
  });

  it('leaves no gap after a refused upload: the next item, asked one further, still comes right after the last', async () => {
    const [a, b] = await setMedia(api.app, 40, gallery(2));
    // The Image Upload form numbers a batch before posting it: 3 for the refused file, 4 for the next.
    const refused = await send('POST', BASE, image(40, { mediaLink: `/api/media/images/${MADE_UP_ID}/display.webp`, displayOrder: 3 }));
    expectError(refused, 400, { fields: ['mediaLink'] });
    const next = await send('POST', BASE, image(40, { displayOrder: 4 }));
    expect(next.statusCode).toBe(201);
    expect(next.json()).toMatchObject({ displayOrder: 3 });
    expect(await mediaOrderOf(api.app, 40)).toEqual({ ids: [a, b, next.json().id], orders: [1, 2, 3] });
  });

  it('closes the gaps of an order left by earlier writes when it adds an item', async () => {
    const [a, b, video] = await setMedia(api.app, 29, [
      { title: 'Gallery', fileType: 'image', displayOrder: 1 },
      { title: 'Gallery', fileType: 'image', displayOrder: 7 },
      { title: 'Video', fileType: 'video', mediaLink: '/api/media/videos/v/play', displayOrder: 100 },
    ]);
    const { id } = (await send('POST', BASE, image(29, { displayOrder: 101 }))).json();
    expect(await mediaOrderOf(api.app, 29)).toEqual({ ids: [a, b, video, id], orders: [1, 2, 3, 4] });
  });

  it.each([
    ['a title not of the spec', { title: 'Banner' }, ['title']],
    ['a file type not of the spec', { fileType: 'pdf' }, ['fileType']],
    ['a javascript: link', { mediaLink: 'javascript:alert(1)' }, ['mediaLink']],
    ['a path outside our media endpoints', { mediaLink: '/api/users' }, ['mediaLink']],
    ['a relative link', { mediaLink: 'images/a.png' }, ['mediaLink']],
    ['a link with a space', { mediaLink: 'https://example.com/a b.png' }, ['mediaLink']],
    ['an empty link', { mediaLink: '' }, ['mediaLink']],
    ['a link to an image never uploaded', { mediaLink: `/api/media/images/${MADE_UP_ID}/display.webp` }, ['mediaLink']],
    ['a link to a video never uploaded', { mediaLink: `/api/media/videos/${MADE_UP_ID}/play` }, ['mediaLink']],
    ['a link of ours that is not an image variant or a video preview', { mediaLink: '/api/media/images/abc/display.webp' }, ['mediaLink']],
    ['a display order of 0', { displayOrder: 0 }, ['displayOrder']],
    ['a negative display order', { displayOrder: -1 }, ['displayOrder']],
    ['a fractional display order', { displayOrder: 1.5 }, ['displayOrder']],
    ['a display order as text', { displayOrder: '2' }, ['displayOrder']],
    ['a missing title and link', { title: undefined, mediaLink: undefined }, ['title', 'mediaLink']],
    ['an unknown field', { isActive: false }, ['isActive']],
  ])('refuses %s with 400 naming the fields, and writes nothing', async (_case, change, fields) => {
    const before = await counts();
    expectError(await send('POST', BASE, { ...image(33), ...change }), 400, { fields });
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for an unknown property and writes nothing', async () => {
    const before = await counts();
    expectError(await send('POST', BASE, image(99999)), 404, { message: 'Property not found' });
    expect(await counts()).toEqual(before);
  });
});

describe('PUT /property-media-items/toggle-is-active?id=&userId=', () => {
  it('flips isActive each time, answers the item and records before and after as the logged-in admin', async () => {
    const [id] = await setMedia(api.app, 34, gallery(1));
    const first = await toggle(id, 999);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, propertyId: 34, isActive: false });
    expect((await toggle(id, 999)).json()).toMatchObject({ id, isActive: true });
    expect((await storedMedia(api.app, 34))[0].isActive).toBe(true);

    const admin = await demoAdminId(api.app);
    const entries = await mediaAudit(api.app, 34);
    expect(entries.map((e) => [e.comments, e.changes, e.addedById])).toEqual([
      ['Unpublished Gallery media item', { isActive: { from: true, to: false } }, admin],
      ['Published Gallery media item', { isActive: { from: false, to: true } }, admin],
    ]);
  });

  it("accepts the spec's empty userId= and no userId at all", async () => {
    const [id] = await setMedia(api.app, 35, gallery(1));
    expect((await send('PUT', toggleUrl(id, ''))).statusCode).toBe(200);
    expect((await send('PUT', `${BASE}/toggle-is-active?id=${id}`)).json()).toMatchObject({ isActive: true });
  });

  it('answers 404 for an unknown item and 400 without an id, writing nothing', async () => {
    const before = await counts();
    expectError(await toggle(99999), 404, { message: 'Media item not found' });
    expectError(await send('PUT', `${BASE}/toggle-is-active?userId=3`), 400, { fields: ['id'] });
    expectError(await toggle('x'), 400, { fields: ['id'] });
    expect(await counts()).toEqual(before);
  });
});

describe('PUT /property-media-items/re-order', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = await setMedia(api.app, 36, gallery(4));
  });
  const expectOrder = async (expected: number[]) =>
    expect(await mediaOrderOf(api.app, 36)).toEqual({ ids: expected, orders: dense(expected.length) });

  it('moves an item to the top (before id 0), answers the renumbered list and records the move', async () => {
    const [a, b, c, d] = ids;
    const res = await reorder(36, d, 0);
    expectReorderAnswer(res, [
      [d, 1],
      [a, 2],
      [b, 3],
      [c, 4],
    ]);
    expect((await mediaAudit(api.app, 36)).at(-1)).toMatchObject({
      entityId: String(d),
      comments: 'Moved Gallery media item from position 4 to 1',
      changes: { displayOrder: { from: 4, to: 1 } },
    });
  });

  it('moves an item to sit right after the one named, up or down, to the bottom after the last', async () => {
    const [a, b, c, d] = ids;
    await reorder(36, d, c);
    await expectOrder([a, b, c, d]);
    await reorder(36, a, c);
    await expectOrder([b, c, a, d]);
    await reorder(36, d, b);
    await expectOrder([b, d, c, a]);
    await reorder(36, b, a);
    await expectOrder([d, c, a, b]);
    await reorder(36, d, 0);
    await reorder(36, c, 0);
    await reorder(36, b, 0);
    await reorder(36, a, 0);
    await expectOrder([a, b, c, d]);
  });

  it('leaves the order as it is, and records nothing, when an item is dropped onto itself', async () => {
    const [a, b, c, d] = ids;
    const entries = (await mediaAudit(api.app, 36)).length;
    const res = await reorder(36, b, b);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json())).toEqual([a, b, c, d]);
    await expectOrder([a, b, c, d]);
    expect(await mediaAudit(api.app, 36)).toHaveLength(entries);
  });

  it('renumbers densely from 1, a video at 100 included', async () => {
    const [g1, g2, video] = await setMedia(api.app, 37, [
      ...gallery(2),
      { title: 'Video', fileType: 'video', mediaLink: '/api/media/videos/v/play', displayOrder: 100 },
    ]);
    await reorder(37, g2, 0);
    expect(await mediaOrderOf(api.app, 37)).toEqual({ ids: [g2, g1, video], orders: [1, 2, 3] });
  });

  it('keeps a dense 1..n order when many moves arrive at the same time', async () => {
    const [a, b, c, d] = ids;
    // Interleaving is up to the scheduler: several rounds make a missing lock show reliably.
    for (let round = 0; round < 4; round++) {
      const pairs = [
        [a, d],
        [b, 0],
        [c, a],
        [d, b],
        [a, 0],
        [c, d],
        [b, c],
        [d, 0],
      ];
      const rotated = [...pairs.slice(round), ...pairs.slice(0, round)];
      const moves = rotated.map(([item, before]) => reorder(36, item, before));
      expect((await Promise.all(moves)).map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      const { ids: after, orders } = await mediaOrderOf(api.app, 36);
      expect(orders).toEqual(dense(4));
      expect([...after].sort()).toEqual([...ids].sort());
    }
  });

  it('answers 404 for an unknown property or item, 400 for an item of another property, and changes nothing', async () => {
    const [other] = await setMedia(api.app, 38, gallery(1));
    const before = await mediaOrderOf(api.app, 36);
    const entries = (await mediaAudit(api.app, 36)).length;
    expectError(await reorder(36, 99999, 0), 404, { message: 'Media item not found' });
    expectError(await reorder(36, ids[0], 99999), 404, { message: 'Media item not found' });
    expectError(await reorder(99999, ids[0], 0), 404, { message: 'Property not found' });
    expectError(await reorder(36, other, 0), 400, { fields: ['propertyMediaItemId'] });
    expectError(await reorder(36, ids[0], other), 400, { fields: ['propertyMediaItemBeforeId'] });
    expectError(await reorder(36, ids[0], -1), 400, { fields: ['propertyMediaItemBeforeId'] });
    expectError(await send('PUT', `${BASE}/re-order`, { propertyId: 36, propertyMediaItemId: ids[0] }), 400, {
      fields: ['propertyMediaItemBeforeId'],
    });
    expect(await mediaOrderOf(api.app, 36)).toEqual(before);
    expect(await mediaAudit(api.app, 36)).toHaveLength(entries);
    expect(await mediaOrderOf(api.app, 38)).toEqual({ ids: [other], orders: [1] });
  });
});

describe('without a session', () => {
  it('answers 401 to every route and changes nothing', async () => {
    const [a, b] = await setMedia(api.app, 5, gallery(2));
    const calls = [
      { method: 'GET' as const, url: `${BASE}?propertyId=5` },
      { method: 'POST' as const, url: BASE, payload: image(5) },
      { method: 'PUT' as const, url: `${BASE}/toggle-is-active?id=${a}&userId=3` },
      { method: 'PUT' as const, url: `${BASE}/re-order`, payload: { propertyId: 5, propertyMediaItemId: b, propertyMediaItemBeforeId: 0 } },
    ];
    for (const call of calls) expectError(await api.app.inject(call), 401);
    expect(await storedMedia(api.app, 5)).toMatchObject([
      { id: a, displayOrder: 1, isActive: true },
      { id: b, displayOrder: 2, isActive: true },
    ]);
  });
});

describe('API documentation', () => {
  it('lists the four media item routes under their tag', async () => {
    const { paths } = (await get('/api/openapi.json')).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    const operations = [paths[BASE]?.get, paths[BASE]?.post, paths[`${BASE}/toggle-is-active`]?.put, paths[`${BASE}/re-order`]?.put];
    for (const operation of operations) expect(operation?.tags).toEqual(['property media items']);
  });
});
