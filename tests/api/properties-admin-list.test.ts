import { describe, expect, it } from 'vitest';
import { listQuery } from './helpers/list-endpoint';
import { useLoggedInApp } from './helpers/logged-in-app';

const api = useLoggedInApp();

const get = async (url: string) => {
  const res = await api.get(url);
  expect(res.statusCode).toBe(200);
  return res;
};
type Row = { id: number; listingTitle: string; propertyReference: string; suburb: string; isFeatured: boolean };

// The admin page builds its rows from the driver's values by position (server/routes/properties/admin-list.ts);
// the landing list maps the same selection through Drizzle, so the two must agree field for field.
describe('GET /api/properties/admin rows', () => {
  it('are the same records, field for field, as the landing list gives for those properties', async () => {
    const page: Row[] = (await get(`/api/properties/admin${listQuery({ range: [0, 39], sort: ['id', 'ASC'] })}`)).json();
    const landing: Row[] = (await get('/api/properties?isfeatured=false')).json();
    expect(page.map(({ id }) => id)).toEqual(
      landing
        .map(({ id }) => id)
        .sort((a, b) => a - b)
        .slice(0, 40),
    );
    // The readiness column (issue 33) is the list's own.
    for (const { readiness: _readiness, ...row } of page as (Row & { readiness: unknown })[])
      expect(row).toEqual(landing.find((r) => r.id === row.id));
  });

  it('filters on free text across title, reference and suburb, and counts the matches', async () => {
    const all: Row[] = (await get('/api/properties/admin')).json();
    const word = all[0].suburb.slice(0, 4).toLowerCase();
    const expected = all.filter((r) => [r.listingTitle, r.propertyReference, r.suburb].some((text) => text.toLowerCase().includes(word)));
    const res = await get(`/api/properties/admin${listQuery({ range: [0, 4], sort: ['id', 'ASC'], filter: { q: word } })}`);
    expect(res.json().map((r: Row) => r.id)).toEqual(expected.slice(0, 5).map((r) => r.id));
    expect(res.headers['content-range']).toBe(`properties 0-${Math.min(5, expected.length) - 1}/${expected.length}`);
  });

  it('answers every row when no range is asked for, and pages past the first', async () => {
    const all: Row[] = (
      await get(`/api/properties/admin${listQuery({ sort: ['listingTitle', 'DESC'], filter: { isFeatured: false } })}`)
    ).json();
    expect(all.length).toBeGreaterThan(25);
    expect(all.every((r) => !r.isFeatured)).toBe(true);
    const second = await get(
      `/api/properties/admin${listQuery({ range: [10, 19], sort: ['listingTitle', 'DESC'], filter: { isFeatured: false } })}`,
    );
    expect(second.json().map((r: Row) => r.id)).toEqual(all.slice(10, 20).map((r) => r.id));
    expect(second.headers['content-range']).toBe(`properties 10-19/${all.length}`);
  });
});
