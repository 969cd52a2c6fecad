import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../server/app';
import { expect } from 'vitest';

/**
 * Asserts a re-order succeeded and answered the scope's whole list, as [id, displayOrder] pairs
 * in the order answered: the app shows that answer instead of reading the list again.
 */
export function expectReorderAnswer(res: LightMyRequestResponse, expected: [id: number, displayOrder: number][]) {
  expect(res.statusCode).toBe(200);
  expect(res.json().map((r: { id: number; displayOrder: number }) => [r.id, r.displayOrder])).toEqual(expected);
}

/** The ids of stored rows in display order and their display orders, to check an order is dense. */
export const idsAndOrders = (rows: { id: number; displayOrder: number }[]) => ({
  ids: rows.map((r) => r.id),
  orders: rows.map((r) => r.displayOrder),
});

/** A table of rows ordered within their property (content blocks, media items). */
type PropertyOrderedTable = PgTable & { id: PgColumn; propertyId: PgColumn; displayOrder: PgColumn };

/** One property's rows of such a table as stored, by display order then id. */
export function storedInOrder<T extends PropertyOrderedTable>(app: App, table: T, propertyId: number): Promise<T['$inferSelect'][]> {
  // Selected from as the base type (Drizzle cannot select from a generic table); the rows are the table's own.
  const ordered: PropertyOrderedTable = table;
  return app.db.select().from(ordered).where(eq(ordered.propertyId, propertyId)).orderBy(asc(ordered.displayOrder), asc(ordered.id));
}
