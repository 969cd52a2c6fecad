import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { App } from '../../../server/app';

/** The removal of rows a test added straight into a table: what a helper adding them resolves to. */
export const removalOf = (app: App, table: PgTable & { id: AnyPgColumn }, added: readonly { id: number }[]) => async (): Promise<void> => {
  await app.db.delete(table).where(
    inArray(
      table.id,
      added.map((row) => row.id),
    ),
  );
};
