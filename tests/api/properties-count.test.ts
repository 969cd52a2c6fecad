import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { properties } from '../../server/db/schema';
import { listQuery } from './helpers/list-endpoint';
import { useLoggedInApp } from './helpers/logged-in-app';
import { newPropertyBody } from './helpers/properties';

const api = useLoggedInApp();

const { send } = api;

/** The total a page of the admin list reports in Content-Range (`properties 0-9/41`). */
async function totalOf(filter: Record<string, unknown>): Promise<number> {
  const res = await api.get(`/api/properties/admin${listQuery({ range: [0, 9], sort: ['listingTitle', 'ASC'], filter })}`);
  expect(res.statusCode).toBe(200);
  return Number(res.headers['content-range']?.toString().split('/')[1]);
}

const storedCount = async (categoryId: number) =>
  (await api.app.db.select({ n: count() }).from(properties).where(eq(properties.categoryId, categoryId)))[0].n;

// The list's totals are cached between writes (server/lib/count-cache.ts): each test reads a
// total first, so a write that failed to drop the cache would leave the old number showing.
describe('the admin list total', () => {
  it('counts a property right after POST /api/properties, in every filter it matches', async () => {
    const before = { all: await totalOf({}), offices: await totalOf({ categoryId: 1 }), published: await totalOf({ isActive: true }) };
    expect(before.offices).toBe(await storedCount(1));

    expect((await send('POST', '/api/properties', await newPropertyBody(api.app, { categoryId: 1 }))).statusCode).toBe(201);

    expect(await totalOf({})).toBe(before.all + 1);
    expect(await totalOf({ categoryId: 1 })).toBe(before.offices + 1);
    // A new property starts unpublished.
    expect(await totalOf({ isActive: true })).toBe(before.published);
  });

  it('moves a property between filters right after PUT /api/properties/?id=', async () => {
    const created = (await send('POST', '/api/properties', await newPropertyBody(api.app, { categoryId: 2 }))).json();
    const before = {
      from: await totalOf({ categoryId: 2 }),
      to: await totalOf({ categoryId: 5 }),
      published: await totalOf({ isActive: true }),
    };

    const res = await send('PUT', `/api/properties/?id=${created.id}`, { categoryId: 5, isActive: true });
    expect(res.statusCode).toBe(200);

    expect(await totalOf({ categoryId: 2 })).toBe(before.from - 1);
    expect(await totalOf({ categoryId: 5 })).toBe(before.to + 1);
    expect(await totalOf({ isActive: true })).toBe(before.published + 1);
    expect(await totalOf({ categoryId: 5 })).toBe(await storedCount(5));
  });
});
