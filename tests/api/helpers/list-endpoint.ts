import { describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { expectError } from './expect-error';
import type { LoggedInApp } from './logged-in-app';
import { byReadingOrder } from './reading-order';

/** The query string react-admin's simple REST client sends: strings as they are, the rest as JSON. */
export function listQuery(params: Record<string, unknown> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  return query.size ? `?${query}` : '';
}

/**
 * An existing id spelled as Number() reads it but no one writes it (hex, a sign, a leading zero, an
 * exponent), ready for a URL: each must be refused, never taken for the id.
 */
export const oddSpellings = (id: number): string[] =>
  [`0x${id.toString(16)}`, `+${id}`, `0${id}`, `${id / 10}e1`, `${id}e0`].map(encodeURIComponent);

type Row = { id: number; isActive?: boolean } & Record<string, unknown>;
/** A query the list refuses, and the field its 400 names. */
type BadQuery = [what: string, params: Record<string, string>, field: string];

/** One list resource as react-admin's simple REST client reads it: GET /x and GET /x/:id. */
export interface ListEndpoint {
  path: string;
  /** The resource name Content-Range starts with. */
  resource: string;
  /** Rows in the demo data. */
  total: number;
  /** The exact keys of a row; with `isActive` among them, the list filters on it too. */
  keys: string[];
  /** The default sort, ascending. */
  nameField: string;
  /** The columns `q` searches. */
  searchedFields: string[];
  /** A `q` that matches some demo rows but not all. */
  sampleQuery: string;
  notFoundMessage: string;
  /** Inserts rows with these names; resolves to a function that deletes them again. */
  addNamed(app: App, names: string[]): Promise<() => Promise<void>>;
}

/** The list and get-one contract every such resource keeps; its own file adds what is particular to it. */
export function describeListEndpoint(e: ListEndpoint, api: LoggedInApp): void {
  const { get } = api;
  const list = (params: Record<string, unknown> = {}) => get(`${e.path}${listQuery(params)}`);
  const rows = async (params: Record<string, unknown> = {}): Promise<Row[]> => (await list(params)).json();
  const name = (row: Row) => row[e.nameField] as string;
  const byName = (a: Row, b: Row) => byReadingOrder(name(a), name(b));
  const hasIsActive = e.keys.includes('isActive');

  describe(`GET ${e.path}`, () => {
    it('answers every row as a plain array of the exact keys, sorted by name, when no page is asked for', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const body: Row[] = res.json();
      expect(body).toHaveLength(e.total);
      for (const row of body) expect(Object.keys(row).sort()).toEqual([...e.keys].sort());
      expect(body).toEqual([...body].sort(byName));
      expect(res.headers['content-range']).toBeUndefined();
    });

    it(`answers 3 rows and Content-Range "${e.resource} 0-2/${e.total}" for range=[0,2]`, async () => {
      const res = await list({ range: [0, 2] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual((await rows()).slice(0, 3));
      expect(res.headers['content-range']).toBe(`${e.resource} 0-2/${e.total}`);
    });

    it('continues on the next page without overlap', async () => {
      const res = await list({ range: [3, 5] });
      expect(res.json()).toEqual((await rows()).slice(3, 6));
      // A short list ends within the page: `portfolios 3-3/4`.
      expect(res.headers['content-range']).toBe(`${e.resource} 3-${Math.min(5, e.total - 1)}/${e.total}`);
    });

    it('sorts by name DESC, also within a page', async () => {
      const descending = [...(await rows())].sort(byName).reverse();
      expect(await rows({ sort: [e.nameField, 'DESC'] })).toEqual(descending);
      expect(await rows({ sort: [e.nameField, 'DESC'], range: [0, 1] })).toEqual(descending.slice(0, 2));
    });

    it('sorts by id, ascending when no order is given', async () => {
      const ids = (await rows({ sort: ['id'] })).map((r) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });

    it('answers [] and Content-Range "*/total" for a page past the end', async () => {
      const res = await list({ range: [e.total + 10, e.total + 19] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers['content-range']).toBe(`${e.resource} */${e.total}`);
    });

    it('filters with q, ignoring case, in the searched columns', async () => {
      const q = e.sampleQuery.toUpperCase();
      const expected = (await rows()).filter((r) =>
        e.searchedFields.some((f) => ((r[f] as string | null) ?? '').toLowerCase().includes(q.toLowerCase())),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(e.total);
      expect(await rows({ filter: { q } })).toEqual(expected);
    });

    it('treats % and _ in q literally', async () => {
      const remove = await e.addNamed(api.app, ['Zeta 50% Off_Site', 'Zeta 500 OffXSite']);
      try {
        for (const q of ['50%', 'f_S', '%', '_']) {
          expect((await rows({ filter: { q } })).map(name), `q=${q}`).toEqual(['Zeta 50% Off_Site']);
        }
      } finally {
        await remove();
      }
    });

    if (hasIsActive)
      it('filters on isActive, and Content-Range counts the filtered rows', async () => {
        const all = await rows();
        const inactive = all.filter((r) => !r.isActive);
        expect(inactive.length).toBeGreaterThan(0);
        expect(await rows({ filter: { isActive: false } })).toEqual(inactive);
        expect(await rows({ filter: { isActive: true } })).toEqual(all.filter((r) => r.isActive));
        const page = await list({ filter: { isActive: true }, range: [0, 0] });
        expect(page.headers['content-range']).toBe(`${e.resource} 0-0/${e.total - inactive.length}`);
      });

    it('allows a page of 1000 rows', async () => {
      const res = await list({ range: [0, 999] });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-range']).toBe(`${e.resource} 0-${e.total - 1}/${e.total}`);
    });

    it.each<BadQuery>([
      ['an unknown sort field', { sort: '["password","ASC"]' }, 'sort'],
      ['a lower-case sort order', { sort: `["${e.nameField}","desc"]` }, 'sort'],
      ['sort that is not JSON', { sort: e.nameField }, 'sort'],
      ['range that is not JSON', { range: '[0,2' }, 'range'],
      ['a range of more than 1000 rows', { range: '[0,1000]' }, 'range'],
      ['a reversed range', { range: '[5,2]' }, 'range'],
      ['a negative range', { range: '[-1,2]' }, 'range'],
      ['a range beyond safe integers', { range: '[1e20,1e20]' }, 'range'],
      ['filter that is not JSON', { filter: '{q:cape}' }, 'filter'],
      ['filter that is not an object', { filter: '["q"]' }, 'filter'],
      ['a q that is not text', { filter: '{"q":5}' }, 'filter.q'],
      ...(hasIsActive
        ? [['an isActive that is not a boolean', { filter: '{"isActive":"false"}' }, 'filter.isActive'] satisfies BadQuery]
        : []),
    ])('rejects %s with 400 and the field', async (_case, params, field) => {
      expectError(await list(params), 400, { fields: [field] });
    });

    it('rejects a NUL character in q with 400, not 500', async () => {
      expectError(await list({ filter: { q: 'a\u0000b' } }), 400);
    });
  });

  describe(`GET ${e.path}/:id`, () => {
    it('answers one row', async () => {
      const [first] = await rows();
      const res = await get(`${e.path}/${first.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(first);
    });

    it('answers 404 NOT_FOUND for an unknown id', async () => {
      const res = await get(`${e.path}/999999`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: e.notFoundMessage } });
    });

    it.each(['abc', '0', '-1', '1.5', '2147483648'])('rejects the id %j with 400 and the field', async (id) => {
      expectError(await get(`${e.path}/${id}`), 400, { code: 'VALIDATION_FAILED', fields: ['id'] });
    });

    it('rejects an existing id in any spelling but plain digits (0x.., +.., 0.., ..e1) with 400 and the field', async () => {
      const [first] = await rows();
      for (const id of oddSpellings(first.id))
        expectError(await get(`${e.path}/${id}`), 400, { code: 'VALIDATION_FAILED', fields: ['id'] });
    });
  });
}
