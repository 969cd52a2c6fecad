import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identity, timestampNow } from './columns';

/**
 * Credentials of other systems that call the API (the public marketplace site reporting visitor
 * events). Only a hash of each token is kept; revoked tokens stay for the record.
 */
export const serviceTokens = pgTable(
  'service_tokens',
  {
    id: identity(),
    name: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: timestampNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.name)],
);

export type ServiceToken = typeof serviceTokens.$inferSelect;
