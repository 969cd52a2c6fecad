import { timestamp } from 'drizzle-orm/pg-core';

/** Every mutable table carries these; `updatedAt` is set by the query helpers on write. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
