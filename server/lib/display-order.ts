import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** A table whose rows carry a `display_order` kept dense from 1 (content items, media items). */
type OrderedTable = PgTable & { id: PgColumn; displayOrder: PgColumn };

/**
 * `order` with `id` moved to the zero-based `index` (clamped to the list; a missing `id` is
 * inserted there). The input is left as it was.
 */
export function moveTo(order: readonly number[], id: number, index: number): number[] {
  const rest = order.filter((other) => other !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * Writes positions 1..n in the given order in one statement, touching only the rows whose
 * position changed. Run it under the lock that guards the order, or two writers interleave.
 */
export async function renumberDensely(tx: DbOrTx, table: OrderedTable, orderedIds: readonly number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await tx.execute(sql`
    update ${table} set display_order = ordered.position, updated_at = now()
    from unnest(${sql.param([...orderedIds])}::int[]) with ordinality as ordered(id, position)
    where ${table.id} = ordered.id and ${table.displayOrder} <> ordered.position`);
}

/**
 * Takes the transaction-scoped lock on one property's order in `table`: every change to that
 * order (add, move, delete) takes it first, so concurrent drags apply one after the other and
 * the order stays dense 1..n.
 */
export const lockDisplayOrder = (tx: DbOrTx, table: OrderedTable, propertyId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${getTableName(table)}.display_order`}), ${propertyId}::int)`);
