import { and, asc, count, desc, eq, fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, PROPERTY_SEARCHED } from '../../db/schema';
import type { CountCache } from '../../lib/count-cache';
import { badRequest } from '../../errors';
import { listReadinessCounts, readinessState, toListReadiness } from '../../lib/data-room-readiness';
import { booleanFilter, idFilter, textFilter, type ListRequest } from '../../lib/list-query';
import { arrayRows, positionalRows } from '../../lib/positional-rows';
import { preparedCache } from '../../lib/prepared-cache';
import { anyContains } from '../../db/search';
import { READINESS_FILTERS, type ReadinessFilter } from '@common/api/readiness';
import { propertyListColumns, propertySortable, toSpecShapeInPlace, withAgent } from './queries';

/**
 * GET /properties/admin at scale: a page of 10,000 properties with its total. What it costs
 * and why it is built this way is measured by bench/properties-list.ts.
 */

type AdminListRequest = ListRequest<keyof typeof propertySortable>;

/**
 * The list's columns: a property's, plus its data room's readiness (issue 33). PostgreSQL runs
 * the readiness subquery for the page's rows only, after the sort and limit (bench/properties-list.ts).
 */
const adminRowColumns = { ...propertyListColumns, readiness: listReadinessCounts(properties.id) };
/** The same columns with readiness a constant: the baseline the bench measures the column against. */
const withoutReadiness = { ...adminRowColumns, readiness: sql<null>`null` };
const selectAdminRows = (db: Db, columns: typeof adminRowColumns) => withAgent(db.select(columns).from(properties).$dynamic());
type PropertyRow = Awaited<ReturnType<typeof selectAdminRows>>[number];

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
  const readiness = textFilter(filter, 'readiness');
  if (readiness !== undefined && !READINESS_FILTERS.includes(readiness as ReadinessFilter)) {
    const choices = READINESS_FILTERS.join(', ');
    throw badRequest(`Invalid request: filter.readiness must be one of ${choices}`, { 'filter.readiness': `must be one of ${choices}` });
  }
  if (readiness !== undefined) values.readiness = readiness;
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
    'readiness' in values ? eq(readinessState(properties.id), sql.placeholder('readiness')) : undefined,
  );
}

/** Properties without a data room have no share: they come last whichever way the share is sorted. */
function orderOf(list: AdminListRequest): SQL[] {
  if (list.sortField !== 'readiness') return list.orderBy;
  const direction = list.sortOrder === 'DESC' ? sql`desc` : sql`asc`;
  return [sql`${propertySortable.readiness} ${direction} nulls last`, (list.sortOrder === 'DESC' ? desc : asc)(properties.id)];
}

// A request without a range gets every row: LIMIT NULL is no limit.
const buildPage = (db: Db, where: SQL | undefined, orderBy: SQL[], columns: typeof adminRowColumns) =>
  selectAdminRows(db, columns)
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
function adminListQueries(db: Db, list: AdminListRequest, readiness = true) {
  const values = filterValues(list.filter);
  const shape = Object.keys(values).join();
  const page = builtPages(db, `${shape}|${list.sortField}|${list.sortOrder}|${readiness}`, () =>
    buildPage(db, propertyWhere(values), orderOf(list), readiness ? adminRowColumns : withoutReadiness),
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

/** The SQL text and parameters of one request's page and count, for the benchmark to run raw (without the readiness column if asked). */
export function adminListSql(db: Db, list: AdminListRequest, { readiness = true } = {}) {
  const { page, total, filterValues } = adminListQueries(db, list, readiness);
  const count = total.getQuery();
  return { page, total: { sql: count.sql, params: fillPlaceholders(count.params, filterValues) } };
}

const readRow = positionalRows<PropertyRow>(adminRowColumns);

/** The admin list, paged when asked; a page's total comes from `totals`, which property writes invalidate. */
export async function listAdminProperties(db: Db, list: AdminListRequest, totals: CountCache) {
  const { page, total, filterValues } = adminListQueries(db, list);
  const countTotal = async () => (await total.execute(filterValues))[0].total;
  // Data room writes (another area) change what the readiness filter matches without dropping
  // the cached totals, so its total is always counted afresh.
  const counted = () => ('readiness' in filterValues ? countTotal() : totals.count(JSON.stringify(filterValues), countTotal));
  const [rows, pageTotal] = await Promise.all([arrayRows(db, page), list.page ? counted() : undefined]);
  const toListRow = (values: unknown[]) => {
    const row = toSpecShapeInPlace(readRow(values));
    // Its counts are replaced in place too, rather than the row copied.
    return Object.assign(row, { readiness: toListReadiness(row.readiness) });
  };
  return { rows: rows.map(toListRow), total: pageTotal };
}
