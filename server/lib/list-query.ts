import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../db/client';
import type { FastifyReply } from 'fastify';
import type { ListQuery } from '@common/api/list-query';
import { badRequest } from '../errors';

export interface ListRequest<F extends string> {
  orderBy: SQL[];
  /** Present only when the client asked for a page; otherwise the whole list is answered. */
  page?: { offset: number; limit: number };
  filter: Record<string, unknown>;
  sortField: F;
  sortOrder: 'ASC' | 'DESC';
}

const MAX_PAGE = 1000;

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`Invalid request: ${name} is not valid JSON`, { [name]: 'is not valid JSON' });
  }
}

/**
 * Parses sort/range/filter into SQL pieces. Only whitelisted columns can be sorted on, so the
 * client never names arbitrary SQL; ties are broken by `id` so pages never overlap.
 */
export function parseListQuery<F extends string>(
  query: ListQuery,
  sortable: Record<F, AnyColumn | SQL>,
  idColumn: AnyColumn | SQL,
  defaultSort: [F, 'ASC' | 'DESC'],
): ListRequest<F> {
  let [field, order] = defaultSort;
  if (query.sort) {
    const sort = parseJson('sort', query.sort);
    if (
      !Array.isArray(sort) ||
      typeof sort[0] !== 'string' ||
      !Object.hasOwn(sortable, sort[0]) ||
      (sort[1] !== undefined && sort[1] !== 'ASC' && sort[1] !== 'DESC')
    ) {
      const fields = Object.keys(sortable).join(', ');
      throw badRequest(`Invalid request: sort must be ["field","ASC"|"DESC"] with field one of ${fields}`, {
        sort: `must name one of ${fields}`,
      });
    }
    field = sort[0] as F;
    order = (sort[1] as 'ASC' | 'DESC' | undefined) ?? 'ASC';
  }
  const direction = order === 'DESC' ? desc : asc;
  const orderBy = [direction(sortable[field])];
  if (sortable[field] !== idColumn) orderBy.push(direction(idColumn));

  let page: ListRequest<F>['page'];
  if (query.range) {
    const range = parseJson('range', query.range);
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      // Safe integers only: 1e20 would overflow PostgreSQL's bigint OFFSET and answer 500.
      !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
      range[1] < range[0] ||
      range[1] - range[0] >= MAX_PAGE
    ) {
      throw badRequest(`Invalid request: range must be [first,last] with at most ${MAX_PAGE} rows`, {
        range: `must be [first,last] with at most ${MAX_PAGE} rows`,
      });
    }
    const [first, last] = range as [number, number];
    page = { offset: first, limit: last - first + 1 };
  }

  let filter: Record<string, unknown> = {};
  if (query.filter) {
    const parsed = parseJson('filter', query.filter);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw badRequest('Invalid request: filter must be a JSON object', { filter: 'must be a JSON object' });
    }
    filter = parsed as Record<string, unknown>;
  }
  return { orderBy, page, filter, sortField: field, sortOrder: order };
}

/**
 * Answers a list: the plain array the spec shows, plus `Content-Range: agencies 0-24/319`
 * (as react-admin's simple REST client reads it) when a page was asked for. A total of
 * `null` (too many to count cheaply, see countUpTo) is written `*`, HTTP's "unknown".
 */
export function sendList<T>(
  reply: FastifyReply,
  resource: string,
  page: ListRequest<string>['page'],
  result: { rows: T[]; total?: number | null },
): T[] {
  if (page && result.total !== undefined) {
    // An empty page has no first-last span: `agencies */8`, as HTTP writes an unsatisfied range.
    const span = result.rows.length === 0 ? '*' : `${page.offset}-${page.offset + result.rows.length - 1}`;
    reply.header('Content-Range', `${resource} ${span}/${result.total ?? '*'}`);
  }
  return result.rows;
}

/** A select that can be limited to a page. */
type PagedQuery<T> = { limit(n: number): { offset(n: number): Promise<T[]> } } & PromiseLike<T[]>;

/** Runs a list query for the whole table, or for one page plus the total the pager needs. */
export async function pagedRows<T>(
  query: PagedQuery<T>,
  page: ListRequest<string>['page'],
  count: (page: { offset: number; limit: number }) => Promise<number | null>,
): Promise<{ rows: T[]; total?: number | null }> {
  if (!page) return { rows: await query };
  const [rows, total] = await Promise.all([query.limit(page.limit).offset(page.offset), count(page)]);
  return { rows, total };
}

/** One table's rows that `where` selects, as `columns` reads them, in the list's order: a page and its exact count, or all of them. */
export function listRows<C extends SelectedFields>(
  db: DbOrTx,
  table: PgTable,
  columns: C,
  where: SQL | undefined,
  list: ListRequest<string>,
): Promise<{ rows: SelectResultFields<C>[]; total?: number | null }> {
  // Drizzle cannot name a select's rows for a table it knows only as PgTable: they are what `columns` reads.
  const query = db
    .select(columns)
    .from(table)
    .where(where)
    .orderBy(...list.orderBy) as unknown as PagedQuery<SelectResultFields<C>>;
  return pagedRows(query, list.page, () => db.$count(table, where));
}

/** How far past the current page a capped count looks before it gives up. */
const COUNT_AHEAD = 10_000;

/**
 * Counts matching rows, but no further than COUNT_AHEAD rows past the page: an exact count of
 * a million-row log costs a full scan on every page. Null means "more than that", so the
 * pager knows a next page exists without knowing how many.
 */
export async function countUpTo(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<number | null> {
  const cap = page.offset + page.limit + COUNT_AHEAD;
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return n > cap ? null : n;
}

/** Reads a string filter value (react-admin sends what the filter input holds). */
export function textFilter(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`Invalid request: filter.${key} must be text`, { [`filter.${key}`]: 'must be text' });
  return value.trim() || undefined;
}

export function booleanFilter(filter: Record<string, unknown>, key: string): boolean | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'boolean')
    throw badRequest(`Invalid request: filter.${key} must be true or false`, { [`filter.${key}`]: 'must be true or false' });
  return value;
}

/** Reads an id filter (a number, or digits as text); anything else is a 400 naming the filter. */
export function idFilter(filter: Record<string, unknown>, key: string): number | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2147483647) {
    throw badRequest(`Invalid request: filter.${key} must be an id`, { [`filter.${key}`]: 'must be a positive whole number' });
  }
  return id;
}
