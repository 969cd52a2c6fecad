import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { searchAllStatement } from '../../server/routes/search/queries';
import type { SearchHit } from '@common/api/search';
import { expectError } from './helpers/expect-error';
import { SCALED_PROPERTIES, SCALED_USERS } from './helpers/at-scale';
import { useLoggedInApp } from './helpers/logged-in-app';

// Issue 32, 'Search across everything': one request, every kind of record, ranked, case- and
// accent-insensitive like the list searches, and read from their trigram indexes.

const api = useLoggedInApp();
const search = async (q: string, limit?: number) => {
  const res = await api.get(`/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ hits: SearchHit[] }>().hits;
};
const of = (hits: SearchHit[], kind: SearchHit['kind']) => hits.filter((hit) => hit.kind === kind);

describe('GET /api/search', () => {
  it('finds a property by a word of its suburb, any case, with its reference and suburb beside it', async () => {
    const { rows } = await api.app.db.execute<{ id: number; listing_title: string; property_reference: string; suburb: string }>(
      sql`select id, listing_title, property_reference, suburb from properties where id = 1`,
    );
    const [property] = rows;
    const hits = of(await search(property.suburb.toUpperCase()), 'properties');
    expect(hits).toContainEqual({
      kind: 'properties',
      id: 1,
      title: property.listing_title,
      detail: `${property.property_reference} · ${property.suburb}`,
    });
  });

  it('ignores accents, as the list searches do', async () => {
    const hits = of(await search('andre du toit'), 'users');
    expect(hits.map((hit) => hit.title)).toContain('André du Toit');
  });

  it('ranks a title starting with the text first, then one with a word that does, then the rest', async () => {
    for (const companyName of ['Alpha Qzwx Holdings', 'Bqzwx Capital', 'Qzwx Partners']) {
      const res = await api.send('POST', '/api/seller-companies', {
        companyName,
        contactPerson: 'Test Person',
        contactNumber: '021 555 0101',
        emailAddress: 'test@example.com',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(of(await search('qzwx'), 'sellers').map((hit) => hit.title)).toEqual(['Qzwx Partners', 'Alpha Qzwx Holdings', 'Bqzwx Capital']);
  });

  it('finds data room files by name, with the property and round they open in', async () => {
    const { rows } = await api.app.db.execute<{
      id: number;
      display_name: string;
      property_id: number;
      round: number;
      listing_title: string;
    }>(sql`
      select i.id, i.display_name, i.property_id, i.round, p.listing_title
      from property_data_room_items i join properties p on p.id = i.property_id
      where i.item_type = 'FILE' order by i.id limit 1`);
    const [file] = rows;
    const hits = of(await search(file.display_name, 20), 'files');
    expect(hits).toContainEqual({
      kind: 'files',
      id: file.id,
      title: file.display_name,
      detail: file.listing_title,
      propertyId: file.property_id,
      round: file.round,
    });
  });

  it('answers each kind at most `limit` times, the kinds in a fixed order', async () => {
    const hits = await search('an', 3);
    const kinds = hits.map((hit) => hit.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
    for (const kind of ORDER) expect(of(hits, kind).length).toBeLessThanOrEqual(3);
    expect(new Set(kinds).size).toBeGreaterThan(3);
  });

  it('refuses a text shorter than two characters, and anyone not logged in', async () => {
    expectError(await api.get('/api/search?q=%20a%20'), 400, { code: 'BAD_REQUEST' });
    expectError(await api.app.inject({ method: 'GET', url: '/api/search?q=west' }), 401, { code: 'UNAUTHORIZED' });
  });
});

const ORDER = ['properties', 'users', 'sellers', 'agencies', 'portfolios', 'files'] as const;

describe('the search at scale', () => {
  let client: pg.PoolClient;
  beforeAll(async () => {
    client = await (api.app.db as Db & { $client: pg.Pool }).$client.connect();
    // Tables of the size the benchmarks use, analysed, so that the planner weighs real tables.
    for (const statement of [
      SCALED_USERS,
      SCALED_PROPERTIES,
      `insert into property_data_room_items (property_id, round, item_type, level, parent_id, display_name, display_order)
       select f.property_id, f.round, 'FILE', f.level, f.parent_id, 'Scaled lease ' || n || '.pdf', 1000 + n
       from generate_series(1, 20000) n, (select * from property_data_room_items where item_type = 'FILE' order by id limit 1) f`,
      'analyze',
    ]) {
      await client.query(statement);
    }
  });
  afterAll(() => client.release());

  const planOf = async (statement: ReturnType<typeof searchAllStatement>) => {
    const { sql: text, params } = new PgDialect({ casing: 'snake_case' }).sqlToQuery(statement);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('reads the large tables (properties, users, data room files) from their trigram indexes, never whole', async () => {
    const plan = await planOf(searchAllStatement('Éloff', 5));
    for (const index of ['properties_search_idx', 'users_search_idx', 'property_data_room_files_search_idx']) {
      expect(plan, plan).toContain(`Index Scan on ${index}`);
    }
    expect(plan, plan).not.toMatch(/Seq Scan on (properties|users|property_data_room_items)\b/);
  });

  it('searches the small tables (sellers, agencies, portfolios) by what their indexes hold, for when they grow', async () => {
    // A few dozen rows are read whole, rightly; with that made dear, the planner must be able to use each index.
    await client.query('begin');
    try {
      await client.query('set local enable_seqscan = off');
      const plan = await planOf(searchAllStatement('Éloff', 5));
      for (const index of ['seller_companies_search_idx', 'agencies_search_idx', 'portfolios_search_idx']) {
        expect(plan, plan).toContain(`Index Scan on ${index}`);
      }
    } finally {
      await client.query('rollback');
    }
  });
});
