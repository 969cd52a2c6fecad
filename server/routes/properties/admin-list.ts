import { and, Column, count, eq, fillPlaceholders, is, SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { properties, PROPERTY_SEARCHED } from '../../db/schema';
import type { CountCache } from '../../lib/count-cache';
import { booleanFilter, idFilter, textFilter, type ListRequest } from '../../lib/list-query';
import { preparedCache } from '../../lib/prepared-cache';
import { anyContains } from '../../db/search';
import { propertyRowColumns, type propertySortable, selectProperties, toSpecShape } from './queries';

/**
 * GET /properties/admin at scale: a page of 10,000 properties with its total. What it costs
 * and why it is built this way is measured by bench/properties-list.ts.
 */

type AdminListRequest = ListRequest<keyof typeof propertySortable>;
type PropertyRow = Awaited<ReturnType<typeof selectProperties>>[number];

const ID_FILTERS = ['categoryId', 'propertyStatusId', 'provinceId'] as const;
const FLAG_FILTERS = ['isActive', 'isDiscrete', 'isFeatured', 'isListable', 'isPlaceholder'] as const;

/** The filters a request sets, with their values; the names double as the SQL placeholders. */
function filterValues(filter: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const q = textFilter(filter, 'q');
  if (q) values.q = q;
  for (const key of ID_FILTERS) {
    const id = idFilter(filter, key);
    if (id !== undefined) values[key] = id;
  }
  for (const flag of FLAG_FILTERS) {
    const value = booleanFilter(filter, flag);
    if (value !== undefined) values[flag] = value;
  }
  return values;
}

/**
 * The WHERE for the filters `values` sets, with placeholders for their values: the SQL depends
 * only on which filters are set, so it is built once for each such shape.
 */
function propertyWhere(values: Record<string, unknown>): SQL | undefined {
  return and(
    'q' in values ? anyContains(PROPERTY_SEARCHED, sql.placeholder('q')) : undefined,
    ...[...ID_FILTERS, ...FLAG_FILTERS].map((key) => (key in values ? eq(properties[key], sql.placeholder(key)) : undefined)),
  );
}

// A request without a range gets every row: LIMIT NULL is no limit.
const buildPage = (db: Db, where: SQL | undefined, orderBy: SQL[]) =>
  selectProperties(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('');
// The joins are inner on required foreign keys, so counting the table alone is the same total.
const buildTotal = (db: Db, where: SQL | undefined) => db.select({ total: count() }).from(properties).where(where).prepare('');
const builtPages = preparedCache<ReturnType<typeof buildPage>>();
const builtTotals = preparedCache<ReturnType<typeof buildTotal>>();

/** One request's queries (built once per filter shape and sort) and the values to run them with. */
function adminListQueries(db: Db, list: AdminListRequest) {
  const values = filterValues(list.filter);
  const shape = Object.keys(values).join();
  const page = builtPages(db, `${shape}|${list.sortField}|${list.sortOrder}`, () =>
    buildPage(db, propertyWhere(values), list.orderBy),
  ).getQuery();
  return {
    page: {
      sql: page.sql,
      params: fillPlaceholders(page.params, { ...values, limit: list.page?.limit ?? null, offset: list.page?.offset ?? 0 }),
    },
    total: builtTotals(db, shape, () => buildTotal(db, propertyWhere(values))),
    filterValues: values,
  };
}

/** The SQL text and parameters of one request's page and count, for the benchmark to run raw. */
export function adminListSql(db: Db, list: AdminListRequest) {
  const { page, total, filterValues } = adminListQueries(db, list);
  const count = total.getQuery();
  return { page, total: { sql: count.sql, params: fillPlaceholders(count.params, filterValues) } };
}

/** Each selected value's place in a row, in the order Drizzle writes the selection into its SQL. */
function valuePlaces(selection: object, parents: string[] = []): { parents: string[]; key: string }[] {
  return Object.entries(selection).flatMap(([key, field]) =>
    is(field, Column) || is(field, SQL) ? [{ parents, key }] : valuePlaces(field as object, [...parents, key]),
  );
}
const rowPlaces = valuePlaces(propertyRowColumns);

/**
 * A row from the driver's array of values. Drizzle's own mapping checks every one of a page's
 * 775 values generically and cost as much CPU as the driver reading them; these columns need
 * no conversion (integers, text, booleans), so placing them by position is enough.
 */
function toRow(values: unknown[]): PropertyRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < rowPlaces.length; i++) {
    let target = row;
    for (const parent of rowPlaces[i].parents) target = (target[parent] ??= {}) as Record<string, unknown>;
    target[rowPlaces[i].key] = values[i];
  }
  return row as PropertyRow;
}

// Drizzle's node-postgres databases carry their pool as $client.
const driverOf = (db: Db) => (db as Db & { $client: pg.Pool }).$client;

/** The admin list, paged when asked; a page's total comes from `totals`, which property writes invalidate. */
export async function listAdminProperties(db: Db, list: AdminListRequest, totals: CountCache) {
  const { page, total, filterValues } = adminListQueries(db, list);
  const countTotal = async () => (await total.execute(filterValues))[0].total;
  const [{ rows }, counted] = await Promise.all([
    driverOf(db).query<unknown[]>({ text: page.sql, values: page.params, rowMode: 'array' }),
    list.page ? totals.count(JSON.stringify(filterValues), countTotal) : undefined,
  ]);
  return { rows: rows.map((values) => toSpecShape(toRow(values))), total: counted };
}
