import { integer, timestamp, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

// Functions, not shared builders: each table gets column builders of its own.

/** The surrogate key most tables have: an identity the database numbers. */
export const identity = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** A moment the row records, set by the database when the row is written. */
export const timestampNow = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A foreign key to an integer id; `onDelete` is always spelled out (STYLE.md, example 11). */
export const reference = (column: () => AnyPgColumn, onDelete: UpdateDeleteAction) => integer().references(column, { onDelete });

/** Every mutable table carries these; `updatedAt` is set by the query helpers on write. */
export const timestamps = {
  createdAt: timestampNow(),
  updatedAt: timestampNow(),
};
