import { pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './users';
import { timestampNow, reference } from './columns';

/**
 * Answers to creating POSTs that carried an `Idempotency-Key` (IETF httpapi draft), kept a day
 * so that the same request sent again (a retry after a lost answer) gets the first answer and
 * makes nothing new. A row with no status is a request still under way.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: reference(() => users.id, 'cascade').notNull(),
    key: text().notNull(),
    /** sha256 of method, URL and body: one key may not stand for two different requests. */
    fingerprint: text().notNull(),
    status: smallint(),
    response: text(),
    createdAt: timestampNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
