import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Credentials of other systems that call the API (the public marketplace site reporting visitor
 * events). Only a hash of each token is kept; revoked tokens stay for the record.
 */
export const serviceTokens = pgTable(
  'service_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.name)],
);

export type ServiceToken = typeof serviceTokens.$inferSelect;
