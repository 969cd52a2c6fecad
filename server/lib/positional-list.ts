import type { Db } from '../db/client';
import type { ListRequest } from './list-query';
import { arrayRows } from './positional-rows';

type Page = NonNullable<ListRequest<string>['page']>;

/**
 * pagedRows (list-query.ts) for a list whose rows are read by position (positional-rows.ts): the
 * whole list, or one page beside the total the pager needs. `statement` is the list's SQL, for
 * the page when one is given. For the lists whose answers are large (a property's media, the
 * Activity Log's pages): Drizzle's mapping of their rows was a good part of a request's time
 * (bench/large-answers.ts).
 */
export async function positionalPagedRows<T>(
  db: Db,
  statement: (page?: Page) => { sql: string; params: unknown[] },
  page: Page | undefined,
  read: (values: unknown[]) => T,
  count: (page: Page) => Promise<number | null>,
): Promise<{ rows: T[]; total?: number | null }> {
  if (!page) return { rows: (await arrayRows(db, statement())).map(read) };
  const [rows, total] = await Promise.all([arrayRows(db, statement(page)), count(page)]);
  return { rows: rows.map(read), total };
}
