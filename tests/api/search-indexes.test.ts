import { desc } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { activity, properties } from '../../server/db/schema';
import { parseListQuery } from '../../server/lib/list-query';
import { activityWhere } from '../../server/routes/activity/queries';
import { adminListSql } from '../../server/routes/properties/admin-list';
import { propertySortable } from '../../server/routes/properties/queries';
import { SCALED_PROPERTIES, SCALED_USERS } from './helpers/at-scale';
import { useLoggedInApp } from './helpers/logged-in-app';

// Searches stay indexed (server/lib/search.ts): the SQL the properties and activity lists run
// for `q` must use the trigram indexes on search_fold(...), not read the table. A query whose
// expression no longer matches its index's (another function, ilike, a searched column the index lacks) fails.

const api = useLoggedInApp();
const Q = 'Éloff';
let client: pg.PoolClient;

// This file's own database, grown to a scale where reading a table whole costs what it would in
// use (the benchmarks run 10,000 properties; buyers come in thousands), and analysed, so the
// planner weighs real tables.
const AT_SCALE = [
  SCALED_USERS,
  SCALED_PROPERTIES,
  `insert into activity (nature, comments, property_id, user_id, occurred_at)
   select 'Viewed property', 'Scaled entry ' || n, p.ids[1 + n % cardinality(p.ids)], u.ids[1 + n % cardinality(u.ids)], now() - n * interval '1 minute'
   from generate_series(1, 20000) n, (select array_agg(id) as ids from properties) p, (select array_agg(id) as ids from users) u`,
  'analyze',
];

beforeAll(async () => {
  client = await (api.app.db as Db & { $client: pg.Pool }).$client.connect();
  for (const statement of AT_SCALE) await client.query(statement);
});
afterAll(() => client.release());

/** The plan PostgreSQL chooses for a statement, run with its parameters as the API sends them. */
async function planOf(statement: { sql: string; params: unknown[] }): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${statement.sql}`, statement.params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('the properties search', () => {
  const adminList = (sort: string) =>
    adminListSql(
      api.app.db,
      parseListQuery({ filter: JSON.stringify({ q: Q }), range: '[0,24]', sort }, propertySortable, properties.id, ['id', 'ASC']),
    );

  it.each(['["id","ASC"]', '["listingTitle","ASC"]'])(
    "reads properties_search_idx for the admin list's page (sort %s) and its total",
    async (sort) => {
      const { page, total } = adminList(sort);
      for (const statement of [page, total]) {
        const plan = await planOf(statement);
        // One bitmap scan of the index for each searched column (title, reference, suburb).
        expect(plan.match(/Bitmap Index Scan on properties_search_idx/g), plan).toHaveLength(3);
        expect(plan, plan).not.toMatch(/Seq Scan on properties/);
      }
    },
  );
});

describe('the activity search', () => {
  // The list's where with the list's order and page (its columns and joins do not change how
  // entries are found).
  const page = () =>
    api.app.db
      .select({ id: activity.id })
      .from(activity)
      .where(activityWhere({ q: Q }))
      .orderBy(desc(activity.occurredAt), desc(activity.id))
      .limit(25)
      .toSQL();

  it("reads the entries' text, property titles and people's names from their search indexes", async () => {
    const plan = await planOf(page());
    expect(plan, plan).toMatch(/Bitmap Index Scan on activity_search_idx/);
    expect(plan, plan).toMatch(/Bitmap Index Scan on properties_search_idx/);
    // The entry's person and the admin who added it: two lookups of the same names.
    expect(plan.match(/Bitmap Index Scan on users_search_idx/g), plan).toHaveLength(2);
    expect(plan, plan).not.toMatch(/Seq Scan/);
  });
});
