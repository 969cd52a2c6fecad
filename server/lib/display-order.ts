import { and, asc, eq, getTableName, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../db/client';

/** A table whose rows carry a `display_order` kept dense from 1 (content items, media items, properties). */
type OrderedTable = PgTable & { id: PgColumn; displayOrder: PgColumn };

/**
 * `order` with `id` moved to the zero-based `index` (clamped to the list; a missing `id` is
 * inserted there). The input is left as it was.
 */
function moveTo(order: readonly number[], id: number, index: number): number[] {
  const rest = order.filter((other) => other !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * Writes positions 1..n in the given order in one statement, touching only the rows whose
 * position changed. Run it under the lock that guards the order, or two writers interleave.
 */
async function renumberDensely(tx: DbOrTx, table: OrderedTable, orderedIds: readonly number[]): Promise<void> {
  if (orderedIds.length > 0) await renumbered(tx, table, orderedIds, { id: table.id });
}

/** renumberDensely, answering the rows it changed as `columns` reads them. */
function renumbered<C extends SelectedFields>(tx: DbOrTx, table: OrderedTable, orderedIds: readonly number[], columns: C) {
  return tx
    .update(table)
    .set({ displayOrder: sql`ordered.position`, updatedAt: sql`now()` })
    .from(sql`unnest(${sql.param([...orderedIds])}::int[]) with ordinality as ordered(id, position)`)
    .where(and(sql`${table.id} = ordered.id`, ne(table.displayOrder, sql`ordered.position`)))
    .returning(columns);
}

/**
 * Takes the transaction-scoped lock on one property's order in `table`: every change to that
 * order (add, move, delete) takes it first, so concurrent drags apply one after the other and
 * the order stays dense 1..n.
 */
export const lockDisplayOrder = (tx: DbOrTx, table: OrderedTable, propertyId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${getTableName(table)}.display_order`}), ${propertyId}::int)`);

/** One dense order: the rows of `table` that `scope` selects (one property's blocks; every property for the landing page). */
export interface DenseOrder<C extends SelectedFields> {
  table: OrderedTable;
  /** Which rows share the order; none: the whole table. */
  scope?: SQL;
  /** The lock's key within the table: the property id, 0 for an order over the whole table. */
  lockKey: number;
  /** What is read of each row, and answered for the rows a move renumbers. */
  columns: C;
}

/** The dense order of one property's rows of `table` (its content blocks, its media), read as `columns`. */
export const propertyOrder =
  <C extends SelectedFields>(table: OrderedTable & { propertyId: PgColumn }, columns: C) =>
  (propertyId: number): DenseOrder<C> => ({ table, scope: eq(table.propertyId, propertyId), lockKey: propertyId, columns });

/** Where a move puts the row: at a zero-based index (past the end: the end), or right after another row (0: the top). */
export type Placement = { index: number } | { after: number };

export interface Moved<Row> {
  /** The moved row as it was before the move. */
  item: Row;
  /** Its one-based positions before and after. */
  from: number;
  to: number;
  /** The rows whose position changed, as they are now: what a client patches into what it shows. */
  changed: Row[];
  /** The whole order as it is now. */
  rows: Row[];
}

/** The zero-based index `place` means for `id` in `ids`; undefined when the row to follow is not there. */
function indexFor(ids: number[], id: number, place: Placement): number | undefined {
  if ('index' in place) return place.index;
  if (place.after === 0) return 0;
  if (place.after === id) return ids.indexOf(id);
  const after = ids.filter((other) => other !== id).indexOf(place.after);
  return after < 0 ? undefined : after + 1;
}

/**
 * Moves one row of a dense order in at most three statements: the order's lock, one read of the
 * scope's rows, and one renumbering update that answers the rows it changed (none when the row
 * stays where it was). Answers undefined when the row, or the row it is to follow, is not in
 * the scope: the caller then finds out which error that is, off the path a drag takes.
 */
export async function moveInOrder<C extends SelectedFields>(
  tx: DbOrTx,
  order: DenseOrder<C>,
  id: number,
  place: Placement,
): Promise<Moved<SelectResultFields<C>> | undefined> {
  type Row = SelectResultFields<C>;
  const { table } = order;
  await lockDisplayOrder(tx, table, order.lockKey);
  // Read under the lock: a mover that held it has committed, so this is the order to change.
  const rows = (await inOrder(tx, order, order.columns)) as (Row & { id: number })[];
  const ids = rows.map((row) => row.id);
  const from = ids.indexOf(id);
  if (from < 0) return undefined;
  const at = indexFor(ids, id, place);
  if (at === undefined) return undefined;
  const moved = moveTo(ids, id, at);
  const to = moved.indexOf(id);
  const changed = to === from ? [] : ((await renumbered(tx, table, moved, order.columns)) as unknown as (Row & { id: number })[]);
  const now = new Map([...rows, ...changed].map((row) => [row.id, row]));
  return { item: rows[from], from: from + 1, to: to + 1, changed, rows: moved.map((other) => now.get(other)!) };
}

/**
 * Deletes one row of a dense order and closes the gap it leaves, so the order stays 1..n, under
 * the order's lock. Answers the deleted row as the order's columns read it; undefined when it
 * was not there (a concurrent delete of the same row got the lock first).
 */
export async function deleteFromOrder<C extends SelectedFields>(
  tx: DbOrTx,
  order: DenseOrder<C>,
  id: number,
): Promise<SelectResultFields<C> | undefined> {
  const { table } = order;
  await lockDisplayOrder(tx, table, order.lockKey);
  const [deleted] = (await tx
    .delete(table)
    .where(eq(table.id, id))
    .returning(order.columns as SelectedFieldsFlat)) as unknown as SelectResultFields<C>[];
  if (!deleted) return undefined;
  await renumberDensely(tx, table, await idsInOrder(tx, order));
  return deleted;
}

/**
 * Puts a row just added to a dense order at a zero-based `index` (past the end: the end) and
 * numbers the whole order 1..n, closing any gap earlier writes left. Run it under the order's lock.
 */
export async function placeInOrder(tx: DbOrTx, order: DenseOrder<SelectedFields>, id: number, index: number): Promise<void> {
  await renumberDensely(tx, order.table, moveTo(await idsInOrder(tx, order), id, index));
}

/** An order's rows as `fields` reads them, first to last: by display order, ties by id. */
function inOrder<F extends SelectedFields>(tx: DbOrTx, { table, scope }: DenseOrder<SelectedFields>, fields: F) {
  // Drizzle cannot name the rows of a table it knows only as OrderedTable: they are what `fields` reads.
  return tx.select(fields).from(table).where(scope).orderBy(asc(table.displayOrder), asc(table.id)) as unknown as Promise<
    SelectResultFields<F>[]
  >;
}

/** The ids of an order's rows, first to last. */
async function idsInOrder(tx: DbOrTx, order: DenseOrder<SelectedFields>): Promise<number[]> {
  return (await inOrder(tx, order, { id: order.table.id })).map((row) => row.id as number);
}
