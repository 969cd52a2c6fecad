import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { portfolios } from '../../server/db/schema';
import { PORTFOLIOS as DEMO_PORTFOLIOS } from '../../server/demo/demo-data';
import { describeAccentSearch } from './helpers/accent-search';
import { expectError } from './helpers/expect-error';
import { describeListEndpoint, listQuery } from './helpers/list-endpoint';
import { useLoggedInApp } from './helpers/logged-in-app';
import { createPortfolio, PORTFOLIOS, portfolioAudit, portfolioBody, storedCounts } from './helpers/portfolios';
import { byReadingOrder } from './helpers/reading-order';
import { ifMatch } from './helpers/stale-edit';
import { uploadImage, type UploadedImage } from './helpers/uploads';

// `demo` keeps the demo data as seeded, for the list contract's totals; the other tests add
// portfolios to a database of their own.
const demo = useLoggedInApp();
const api = useLoggedInApp();

const KEYS = ['id', 'title', 'description', 'heroImageLink', 'image1Link', 'image2Link', 'image3Link', 'propertyCount', 'version'];
const SLOTS = ['heroImageLink', 'image1Link', 'image2Link', 'image3Link'] as const;

async function addNamed(app: App, titles: string[]) {
  const added = await app.db
    .insert(portfolios)
    .values(titles.map((title) => ({ title, description: '' })))
    .returning({ id: portfolios.id });
  const ids = added.map((r) => r.id);
  return async () => {
    await app.db.delete(portfolios).where(inArray(portfolios.id, ids));
  };
}

describeListEndpoint(
  {
    path: PORTFOLIOS,
    resource: 'portfolios',
    total: DEMO_PORTFOLIOS.length,
    keys: KEYS,
    nameField: 'title',
    searchedFields: ['title', 'description'],
    sampleQuery: 'lodges',
    notFoundMessage: 'Portfolio not found',
    addNamed,
  },
  demo,
);

const list = async (params: Record<string, unknown>) => {
  const res = await api.get(`${PORTFOLIOS}${listQuery(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>[]>();
};
/** Adds portfolios straight into the table; answers their ids, in order. */
const insert = async (rows: { title: string; description: string }[]) =>
  (await api.app.db.insert(portfolios).values(rows).returning({ id: portfolios.id })).map((r) => r.id);

describe('GET /api/portfolios', () => {
  it('sorts titles and descriptions as people read them, either way round', async () => {
    // Under the C collation, 'de Klerk' and 'Éloff' would sort after 'Zulu'.
    const names = ['Zulu', 'de Klerk', 'Abrahams', 'Éloff', 'Engelbrecht'];
    await insert(names.map((name, i) => ({ title: `${name} Sorted`, description: `${names[(i + 2) % names.length]} text` })));
    for (const field of ['title', 'description']) {
      const expected = (await list({ filter: { q: 'Sorted' } })).map((r) => r[field] as string).sort(byReadingOrder);
      const values = async (order: string) => (await list({ filter: { q: 'Sorted' }, sort: [field, order] })).map((r) => r[field]);
      expect(await values('ASC'), field).toEqual(expected);
      expect(await values('DESC'), field).toEqual([...expected].reverse());
    }
  });

  it('sorts by id DESC', async () => {
    const ids = (await list({ sort: ['id', 'DESC'] })).map((r) => r.id as number);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('rejects sorting by a column it does not offer with 400 naming sort', async () => {
    expectError(await api.get(`${PORTFOLIOS}${listQuery({ sort: ['heroImageLink', 'ASC'] })}`), 400, { fields: ['sort'] });
  });

  it('answers 401 without a session, for the list and for one', async () => {
    const [id] = await insert([{ title: 'Private', description: 'Not for visitors' }]);
    for (const url of [PORTFOLIOS, `${PORTFOLIOS}/${id}`]) expectError(await api.app.inject({ method: 'GET', url }), 401);
  });
});

const searchIds = async (q: string) => (await list({ filter: { q } })).map((r) => r.id as number);
describeAccentSearch({
  name: 'GET /api/portfolios filter q, in the title',
  add: (names) => insert(names.map((title) => ({ title, description: 'Searched by title' }))),
  search: searchIds,
});
describeAccentSearch({
  name: 'GET /api/portfolios filter q, in the description',
  add: (names) => insert(names.map((description) => ({ title: 'Searched by description', description }))),
  search: searchIds,
});

const post = (body: unknown) => api.send('POST', PORTFOLIOS, body);
const put = (id: number | string, body: unknown, headers?: Record<string, string>) =>
  api.send('PUT', `${PORTFOLIOS}?id=${id}`, body, headers);
const getOne = async (id: number) => (await api.get(`${PORTFOLIOS}/${id}`)).json();
const sessionUserId = async (): Promise<number> => (await api.get('/api/auth/session')).json().user.id;
/** Runs a refused write and checks that neither a portfolio nor an audit entry came of it. */
async function writesNothing(refused: () => Promise<void>) {
  const before = await storedCounts(api);
  await refused();
  expect(await storedCounts(api)).toEqual(before);
}

let image: UploadedImage;
beforeAll(async () => {
  image = await uploadImage(api);
});

describe('POST /api/portfolios', () => {
  it('creates the portfolio with trimmed text, answers 201 with it, and GET reads it back', async () => {
    const res = await post({
      userId: 3,
      title: '  Karoo Solar Farms ',
      description: '\n Sun and wind, sold together. \n',
      heroImageLink: image.display,
      image1Link: 'https://images.example.com/karoo/1.webp',
      image2Link: image.thumbnail,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Karoo Solar Farms',
      description: 'Sun and wind, sold together.',
      heroImageLink: image.display,
      image1Link: 'https://images.example.com/karoo/1.webp',
      image2Link: image.thumbnail,
      image3Link: null,
      propertyCount: 0,
      version: expect.stringMatching(/^\d+$/),
    });
    expect(await getOne(created.id)).toEqual(created);
  });

  it("stores '', null and absent image links alike as no image", async () => {
    const created = await createPortfolio(api, { heroImageLink: '', image1Link: null, image2Link: '' });
    for (const slot of SLOTS) expect(created[slot], slot).toBeNull();
    expect(await getOne(created.id)).toEqual(created);
  });

  it("audits the creation as the session's admin, with the values after", async () => {
    const adminId = await sessionUserId();
    const created = await createPortfolio(api, { userId: adminId + 1, heroImageLink: image.display });
    const entries = await portfolioAudit(api, created.id);
    expect(entries).toEqual([
      expect.objectContaining({ source: 'audit', addedById: adminId, comments: `Created portfolio '${created.title}'` }),
    ]);
    expect(entries[0].changes).toMatchObject({
      title: { from: null, to: created.title },
      description: { from: null, to: created.description },
      heroImageLink: { from: null, to: image.display },
    });
  });

  it.each([
    ['a blank title', { title: '   ' }, ['title']],
    ['an empty title', { title: '' }, ['title']],
    ['a blank description', { description: ' \n ' }, ['description']],
    ['both blank', { title: ' ', description: '' }, ['title', 'description']],
  ])('refuses %s with 400, each "is required", and writes nothing', async (_case, overrides, fields) => {
    await writesNothing(async () => {
      const error = expectError(await post(portfolioBody(overrides)), 400, { code: 'BAD_REQUEST', fields });
      expect(error.fields).toEqual(Object.fromEntries(fields.map((f) => [f, 'is required'])));
    });
  });

  it.each([
    ['no title', { title: undefined }, ['title']],
    ['no title nor description', { title: undefined, description: undefined }, ['title', 'description']],
    ['a null title', { title: null }, ['title']],
    ['an unknown field', { extra: 1 }, ['extra']],
    ['an id', { id: 5 }, ['id']],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, ['title']],
    ['a description of 10001 characters', { description: 'x'.repeat(10_001) }, ['description']],
    ['a link that is a number', { image3Link: 5 }, ['image3Link']],
  ])('refuses %s with 400 naming it, and writes nothing', async (_case, overrides, fields) => {
    await writesNothing(async () => {
      expectError(await post(portfolioBody(overrides)), 400, { fields });
    });
  });

  it('accepts a title of 200 characters and a description of 10000', async () => {
    const created = await createPortfolio(api, { title: 'T'.repeat(200), description: 'd'.repeat(10_000) });
    expect([created.title.length, created.description.length]).toEqual([200, 10_000]);
  });

  it.each([
    ['a javascript: link', 'javascript:alert(1)'],
    ['an ftp link', 'ftp://x'],
    ['a relative path outside our images', '/api/media/videos/3f2a/play'],
    ['a path of our images that is no variant', `/api/media/images/${randomUUID()}/original`],
    ['a link with a space', 'https://images.example.com/a b.webp'],
    ['a link with spaces around it', ' https://images.example.com/a.webp'],
    ['an id that is no UUID', `/api/media/images/${'-'.repeat(36)}/display.webp`],
    ['an id of 36 hex digits', `/api/media/images/${'a'.repeat(36)}/display.webp`],
  ])('refuses %s in a slot with 400 naming the slot, and writes nothing', async (_case, link) => {
    await writesNothing(async () => {
      expectError(await post(portfolioBody({ image2Link: link })), 400, { fields: ['image2Link'] });
    });
  });

  it('refuses links to images never uploaded with 400 naming every such slot, and writes nothing', async () => {
    await writesNothing(async () => {
      const unknown = `/api/media/images/${randomUUID()}/display.webp`;
      const body = portfolioBody({
        heroImageLink: unknown,
        image1Link: image.display,
        image3Link: unknown.replace('display', 'thumbnail'),
      });
      const error = expectError(await post(body), 400, { code: 'BAD_REQUEST', fields: ['heroImageLink', 'image3Link'] });
      expect(error.fields?.heroImageLink).toBe('is not an image our image endpoint stored');
    });
  });

  it('takes a link of ours whatever the case of its id', async () => {
    const link = `/api/media/images/${image.id.toUpperCase()}/display.webp`;
    expect((await createPortfolio(api, { heroImageLink: link })).heroImageLink).toBe(link);
  });

  it('answers 401 without a session and writes nothing', async () => {
    await writesNothing(async () => {
      expectError(await api.app.inject({ method: 'POST', url: PORTFOLIOS, payload: portfolioBody() }), 401);
    });
  });
});

describe('PUT /api/portfolios?id=', () => {
  it("saves only an image slot's link when that is all the body holds, keeping every other field", async () => {
    const created = await createPortfolio(api, { image1Link: 'https://images.example.com/1.webp' });
    const res = await put(created.id, { heroImageLink: image.display });
    expect(res.statusCode, res.body).toBe(200);
    const saved = { ...created, heroImageLink: image.display, version: expect.any(String) };
    expect(res.json()).toEqual(saved);
    expect(await getOne(created.id)).toEqual(saved);
  });

  it('takes the record back as the form sends it: its own id, every field trimmed, userId 3', async () => {
    const created = await createPortfolio(api);
    // The form sends the record's fields; the property count is the list's, not the form's.
    const { propertyCount: _count, version, ...record } = created;
    const res = await put(created.id, { ...record, userId: 3, title: ' Renamed Portfolio ', description: 'New text ' }, ifMatch(version));
    expect(res.statusCode, res.body).toBe(200);
    expect(await getOne(created.id)).toEqual({
      ...created,
      title: 'Renamed Portfolio',
      description: 'New text',
      version: expect.any(String),
    });
  });

  it.each([
    ['empty', ''],
    ['null', null],
  ])('clears an image slot given %s', async (_case, link) => {
    const created = await createPortfolio(api, { heroImageLink: image.display, image3Link: 'https://images.example.com/3.webp' });
    const res = await put(created.id, { image3Link: link });
    const saved = { ...created, image3Link: null, version: expect.any(String) };
    expect(res.json()).toEqual(saved);
    expect(await getOne(created.id)).toEqual(saved);
  });

  it("audits the change as the session's admin, with only the changed fields", async () => {
    const created = await createPortfolio(api, { heroImageLink: image.display });
    await put(created.id, {
      userId: (await sessionUserId()) + 1,
      description: 'Changed',
      heroImageLink: '',
      image1Link: null,
      title: created.title,
    });
    const [, update] = await portfolioAudit(api, created.id);
    expect(update).toMatchObject({ source: 'audit', addedById: await sessionUserId(), comments: `Updated portfolio '${created.title}'` });
    expect(update.changes).toEqual({
      description: { from: created.description, to: 'Changed' },
      heroImageLink: { from: image.display, to: null },
    });
  });

  it.each([
    ['a blank title', { title: '  ' }, ['title']],
    ['a blank description', { description: '' }, ['description']],
    ['a null title', { title: null }, ['title']],
    ['an unknown image', { image1Link: `/api/media/images/${randomUUID()}/display.webp` }, ['image1Link']],
    ['a javascript: link', { heroImageLink: 'javascript:alert(1)' }, ['heroImageLink']],
    ['an unknown field', { isActive: false }, ['isActive']],
    ['a body id other than the one in the address', { id: 999999, title: 'X' }, ['id']],
  ])('refuses %s with 400 naming it, and saves nothing', async (_case, body, fields) => {
    const created = await createPortfolio(api);
    await writesNothing(async () => {
      expectError(await put(created.id, body), 400, { fields });
    });
    expect(await getOne(created.id)).toEqual(created);
  });

  it('answers 404 for an unknown portfolio and writes nothing', async () => {
    await writesNothing(async () => {
      expectError(await put(999999, { title: 'Nobody' }), 404, { code: 'NOT_FOUND', message: 'Portfolio not found' });
    });
  });

  it.each([
    ['no id', PORTFOLIOS],
    ['a word for an id', `${PORTFOLIOS}?id=abc`],
    ['id 0', `${PORTFOLIOS}?id=0`],
  ])('refuses %s in the address with 400', async (_case, url) => {
    expectError(await api.send('PUT', url, { title: 'X' }), 400, { fields: ['id'] });
  });

  it('answers 401 without a session and saves nothing', async () => {
    const created = await createPortfolio(api);
    expectError(await api.app.inject({ method: 'PUT', url: `${PORTFOLIOS}?id=${created.id}`, payload: { title: 'X' } }), 401);
    expect(await getOne(created.id)).toEqual(created);
  });
});
