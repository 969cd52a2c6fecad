import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

/**
 * The activity log: visitor events reported by the public site (source 'visitor') and the
 * audit trail of admin writes (source 'audit', with the changed record and its before/after).
 */
export const activity = pgTable(
  'activity',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    source: text().notNull().default('visitor'),
    nature: text().notNull(),
    statusDescription: text().notNull().default('information'),
    propertyId: integer().references(() => properties.id, { onDelete: 'set null' }),
    addedById: integer().references(() => users.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    comments: text(),
    personaliseReference: text(),
    entityType: text(),
    entityId: text(),
    changes: jsonb(),
  },
  (t) => [
    index('activity_occurred_at_idx').on(t.occurredAt.desc(), t.id.desc()),
    index().on(t.nature, t.occurredAt.desc()),
    index().on(t.propertyId, t.occurredAt.desc()),
    index().on(t.userId, t.occurredAt.desc()),
    index().on(t.addedById, t.occurredAt.desc()),
  ],
);

export type ActivityEntry = typeof activity.$inferSelect;
export type NewActivityEntry = typeof activity.$inferInsert;
