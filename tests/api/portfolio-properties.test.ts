import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioProperty } from '@common/api/portfolios';
import { activity, portfolioProperties, properties } from '../../server/db/schema';
import { getActivity, type ActivityJson } from './helpers/activity';
import { dense } from './helpers/content-items';
import { expectError } from './helpers/expect-error';
import { listQuery } from './helpers/list-endpoint';
import { useLoggedInApp } from './helpers/logged-in-app';
import { createPortfolio, PORTFOLIOS, portfolioAudit } from './helpers/portfolios';
import { newPropertyBody } from './helpers/properties';

const api = useLoggedInApp();

const url = (portfolioId: number | string) => `${PORTFOLIOS}/${portfolioId}/properties`;
const setProperties = (portfolioId: number | string, propertyIds: unknown) => api.send('PUT', url(portfolioId), { propertyIds });
const propertiesOf = async (portfolioId: number): Promise<PortfolioProperty[]> => (await api.get(url(portfolioId))).json();
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);
/** The portfolios GET /api/portfolios answers for this query. */
const listed = async (params: Record<string, unknown>) => {
  const res = await api.get(`${PORTFOLIOS}${listQuery(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number; propertyCount: number }[]>();
};
/** The positions stored for the portfolio, in order: dense 1..n whatever the API answers. */
const storedPositions = async (portfolioId: number) =>
  (
    await api.app.db
      .select({ position: portfolioProperties.position })
      .from(portfolioProperties)
      .where(eq(portfolioProperties.portfolioId, portfolioId))
      .orderBy(asc(portfolioProperties.position))
  ).map((r) => r.position);
const counts = async () => [await api.app.db.$count(portfolioProperties), await api.app.db.$count(activity)];

// Properties of this file's own, in no demo portfolio whatever the demo seed puts there, so
// every list below is exact. The last has isActive the other way from the rest, to show it is carried.
const LISTINGS = [
  { listingTitle: 'Foreshore Towers', suburb: 'Foreshore', provinceId: 9 },
  { listingTitle: 'Umhlanga Ridge Offices', suburb: 'Umhlanga', provinceId: 4 },
  { listingTitle: 'Midrand Logistics Park', suburb: 'Midrand', provinceId: 3 },
  { listingTitle: 'Polokwane Retail Centre', suburb: 'Polokwane Central', provinceId: 5 },
];
/** Adds a property through the API; answers it as a portfolio shows it, without its position. */
async function addProperty(listing: Record<string, unknown>): Promise<Omit<PortfolioProperty, 'position'>> {
  const res = await api.send('POST', '/api/properties', await newPropertyBody(api.app, listing));
  expect(res.statusCode, res.body).toBe(201);
  const { id, propertyReference, listingTitle, suburb, province, isActive } = res.json();
  return { id, propertyReference, listingTitle, suburb, province, isActive };
}
let shown: Omit<PortfolioProperty, 'position'>[];
let a: number, b: number, c: number, d: number;
beforeAll(async () => {
  shown = [];
  for (const listing of LISTINGS) shown.push(await addProperty(listing));
  const last = shown[shown.length - 1];
  await api.app.db.update(properties).set({ isActive: !last.isActive }).where(eq(properties.id, last.id));
  last.isActive = !last.isActive;
  [a, b, c, d] = idsOf(shown);
});
/** What GET answers for a portfolio offering these properties in this order. */
const expected = (ids: number[]) => ids.map((id, i) => ({ ...shown.find((p) => p.id === id), position: i + 1 }));

describe('GET /api/portfolios/{id}/properties', () => {
  it('answers [] for a new portfolio', async () => {
    const { id } = await createPortfolio(api);
    const res = await api.get(url(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 for an unknown portfolio, on GET and PUT, and 400 for an id that is no number', async () => {
    expectError(await api.get(url(999999)), 404, { code: 'NOT_FOUND', message: 'Portfolio not found' });
    expectError(await setProperties(999999, [a]), 404, { code: 'NOT_FOUND', message: 'Portfolio not found' });
    expectError(await api.get(url('abc')), 400, { fields: ['id'] });
  });

  it('answers 401 without a session, on GET and PUT', async () => {
    const { id } = await createPortfolio(api);
    expectError(await api.app.inject({ method: 'GET', url: url(id) }), 401);
    expectError(await api.app.inject({ method: 'PUT', url: url(id), payload: { propertyIds: [a] } }), 401);
    expect(await propertiesOf(id)).toEqual([]);
  });
});

describe('PUT /api/portfolios/{id}/properties', () => {
  it("stores the list in the order given, numbered 1..n, and answers it with each property's fields", async () => {
    const { id } = await createPortfolio(api);
    const res = await setProperties(id, [c, a, d]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(expected([c, a, d]));
    expect(await propertiesOf(id)).toEqual(expected([c, a, d]));
    expect(await storedPositions(id)).toEqual([1, 2, 3]);
  });

  it('replaces the whole list on each PUT: another order, a subset, none', async () => {
    const { id } = await createPortfolio(api);
    await setProperties(id, [a, b, c]);
    for (const list of [[c, b, a], [b], [d, b, a], []]) {
      const res = await setProperties(id, list);
      expect(res.statusCode, `${JSON.stringify(list)}: ${res.body}`).toBe(200);
      expect(idsOf(res.json()), JSON.stringify(list)).toEqual(list);
      expect(await propertiesOf(id)).toEqual(expected(list));
      expect(await storedPositions(id)).toEqual(dense(list.length));
    }
  });

  it('refuses properties listed more than once with 400 naming them, and changes nothing', async () => {
    const { id } = await createPortfolio(api);
    await setProperties(id, [a, b]);
    const before = await counts();
    const error = expectError(await setProperties(id, [c, a, b, a, b]), 400, { code: 'BAD_REQUEST', fields: ['propertyIds'] });
    expect(error.fields?.propertyIds).toBe(`lists ${a}, ${b} more than once`);
    expect(await counts()).toEqual(before);
    expect(idsOf(await propertiesOf(id))).toEqual([a, b]);
  });

  it('refuses ids naming no property with 400 naming them, and changes nothing', async () => {
    const { id } = await createPortfolio(api);
    await setProperties(id, [a, b]);
    const before = await counts();
    const error = expectError(await setProperties(id, [c, 999998, a, 999999]), 400, { code: 'BAD_REQUEST', fields: ['propertyIds'] });
    expect(error.fields?.propertyIds).toBe('names no property: 999998, 999999');
    expect(await counts()).toEqual(before);
    expect(idsOf(await propertiesOf(id))).toEqual([a, b]);
  });

  it('takes up to 200 ids and refuses 201 with 400, changing nothing', async () => {
    const { id } = await createPortfolio(api);
    const ids = (n: number) => [a, ...Array.from({ length: n - 1 }, (_, i) => 1_000_000 + i)];
    // 200 pass the limit and are judged one by one: only the made-up ones are refused.
    const judged = expectError(await setProperties(id, ids(200)), 400, { fields: ['propertyIds'] });
    expect(judged.fields?.propertyIds).toMatch(/^names no property: 1000000, /);
    expectError(await setProperties(id, ids(201)), 400, { code: 'VALIDATION_FAILED', fields: ['propertyIds'] });
    expect(await propertiesOf(id)).toEqual([]);
  });

  it.each([
    ['no propertyIds', {}, ['propertyIds']],
    ['propertyIds that is no list', { propertyIds: String(1) }, ['propertyIds']],
    ['an id of 0', { propertyIds: [0] }, ['propertyIds.0']],
    ['an id as text', { propertyIds: ['7'] }, ['propertyIds.0']],
    ['an unknown field', { propertyIds: [], portfolioId: 1 }, ['portfolioId']],
  ])('refuses %s with 400 naming it', async (_case, body, fields) => {
    const { id } = await createPortfolio(api);
    expectError(await api.send('PUT', url(id), body), 400, { fields });
  });

  it('lets a property sit in two portfolios; the list counts and filters by what each offers', async () => {
    // Properties no other test puts in a portfolio, so the filtered lists are exact.
    const [x, y, z] = idsOf(await Promise.all(LISTINGS.slice(0, 3).map(addProperty)));
    const one = await createPortfolio(api);
    const two = await createPortfolio(api);
    await setProperties(one.id, [x, y, a]);
    await setProperties(two.id, [y]);
    const countOf = async (id: number) => (await api.get(`${PORTFOLIOS}/${id}`)).json().propertyCount;
    expect([await countOf(one.id), await countOf(two.id)]).toEqual([3, 1]);

    expect(idsOf(await listed({ propertyId: y, sort: ['id', 'ASC'] }))).toEqual([one.id, two.id]);
    expect(idsOf(await listed({ filter: { propertyId: y }, sort: ['id', 'ASC'] }))).toEqual([one.id, two.id]);
    expect(idsOf(await listed({ propertyId: x, filter: { propertyId: x } }))).toEqual([one.id]);
    expect(await listed({ propertyId: z })).toEqual([]);
    const page = await api.get(`${PORTFOLIOS}${listQuery({ filter: { propertyId: y }, range: [0, 0] })}`);
    expect(page.headers['content-range']).toBe('portfolios 0-0/2');

    await setProperties(one.id, [a]);
    expect(await listed({ propertyId: y })).toEqual([expect.objectContaining({ id: two.id, propertyCount: 1 })]);
    expect(await listed({ propertyId: x })).toEqual([]);
    expect(await countOf(one.id)).toBe(1);
  });

  it.each([
    ['?propertyId= and filter.propertyId that differ', () => ({ propertyId: a, filter: { propertyId: b } }), ['propertyId']],
    ['a propertyId that is no id', () => ({ propertyId: 'abc' }), ['propertyId']],
    ['a filter.propertyId that is no id', () => ({ filter: { propertyId: 'x' } }), ['filter.propertyId']],
  ])('refuses %s with 400 naming it', async (_case, params, fields) => {
    expectError(await api.get(`${PORTFOLIOS}${listQuery(params())}`), 400, { fields });
  });

  it('sorts the list by property count, either way round, ties by id', async () => {
    const made = [];
    for (const list of [[a, b], [], [c], [d, b]]) {
      const portfolio = await createPortfolio(api, { title: `Counted ${made.length}` });
      await setProperties(portfolio.id, list);
      made.push({ id: portfolio.id, count: list.length });
    }
    const ascending = [...made].sort((x, y) => x.count - y.count || x.id - y.id).map((p) => p.id);
    const sorted = async (order: string) => idsOf(await listed({ filter: { q: 'Counted' }, sort: ['propertyCount', order] }));
    expect(await sorted('ASC')).toEqual(ascending);
    expect(await sorted('DESC')).toEqual([...ascending].reverse());
  });

  it("audits each PUT once on the portfolio, and each property's joining or leaving in its own history", async () => {
    const { id, title } = await createPortfolio(api);
    await setProperties(id, [a, b]);
    await setProperties(id, [c, b]);
    await setProperties(id, [b, c]);
    // The same list again changes nothing and records nothing.
    await setProperties(id, [b, c]);
    const [, ...entries] = await portfolioAudit(api, id);
    const named = `portfolio '${title}'`;
    expect(entries.map((e) => [e.comments, e.propertyId, e.changes])).toEqual([
      [`Set the properties of ${named}`, null, { propertyIds: { from: [], to: [a, b] } }],
      [`Added to ${named}`, a, null],
      [`Added to ${named}`, b, null],
      [`Set the properties of ${named}`, null, { propertyIds: { from: [a, b], to: [c, b] } }],
      [`Added to ${named}`, c, null],
      [`Removed from ${named}`, a, null],
      // Re-ordering alone: no property joined or left.
      [`Set the properties of ${named}`, null, { propertyIds: { from: [c, b], to: [b, c] } }],
    ]);
    // The property's history, as the activity log shows it.
    const history: ActivityJson[] = (await getActivity(api, { filter: { propertyId: a, source: 'audit' } })).json();
    expect(history.filter((e) => e.comments?.endsWith(named)).map((e) => e.comments)).toEqual([
      `Removed from ${named}`,
      `Added to ${named}`,
    ]);
  });

  it('lets two PUTs at once both finish, one after the other: the list is one of theirs, numbered 1..n', async () => {
    const { id } = await createPortfolio(api);
    const lists = [
      [a, b, c],
      [d, c],
    ];
    // Interleaving is up to the scheduler: several rounds make a missing lock show reliably.
    for (let round = 0; round < 6; round++) {
      const [first, second] = round % 2 ? [...lists].reverse() : lists;
      const statuses = (await Promise.all([setProperties(id, first), setProperties(id, second)])).map((r) => r.statusCode);
      expect(statuses).toEqual([200, 200]);
      const stored = idsOf(await propertiesOf(id));
      expect(lists).toContainEqual(stored);
      expect(await storedPositions(id)).toEqual(dense(stored.length));
    }
  });
});
