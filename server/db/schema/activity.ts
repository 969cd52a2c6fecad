import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trigramsOf } from '../search';
import { properties } from './properties';
import { users } from './users';
import { timestampNow, reference } from './columns';

/** The entry's own text that the filter `q` searches; activity_search_idx is on exactly this expression. */
export const ACTIVITY_SEARCH_TEXT = sql.raw(
  `(coalesce("nature", '') || ' ' || coalesce("comments", '') || ' ' || coalesce("personalise_reference", ''))`,
);

/**
 * The activity log: visitor events reported by the public site (source 'visitor') and the
 * audit trail of admin writes (source 'audit', with the changed record and its before/after).
 */
export const activity = pgTable(
  'activity',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    occurredAt: timestampNow(),
    source: text().notNull().default('visitor'),
    nature: text().notNull(),
    statusDescription: text().notNull().default('information'),
    propertyId: reference(() => properties.id, 'set null'),
    addedById: reference(() => users.id, 'set null'),
    userId: reference(() => users.id, 'set null'),
    comments: text(),
    personaliseReference: text(),
    entityType: text(),
    entityId: text(),
    changes: jsonb(),
    /** The reporting site's own id for a visitor event: a resend is recognised and ignored. */
    eventId: text(),
    // The hash chain (migration 0014, server/lib/audit-chain.ts): set as the entry's transaction
    // commits, never by the application. Position in the chain (gapless, commit order), the
    // previous entry's hash, and sha256 of that hash and this entry's content.
    chainSeq: bigint({ mode: 'number' }),
    prevHash: text(),
    hash: text(),
  },
  (t) => [
    // Every list is ordered newest first (occurred_at DESC, id DESC, nulls first as SQL's DESC
    // default): each filter's index ends in that order, so a page is read straight off it.
    index('activity_occurred_at_idx').on(t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Nature and status filters compare case-insensitively (spec: categories are case-insensitive).
    index('activity_nature_occurred_at_index').on(sql`lower(${t.nature})`, t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_status_occurred_at_index').on(
      sql`lower(${t.statusDescription})`,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('activity_property_id_occurred_at_index').on(t.propertyId, t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_user_id_occurred_at_index').on(t.userId, t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_added_by_id_occurred_at_index').on(t.addedById, t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A record's history (GET /api/history) and the edit-conflict check's last change: one record's audit entries, newest first.
    index('activity_audit_entity_occurred_at_index')
      .on(t.entityType, t.entityId, t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.source} = 'audit'`),
    uniqueIndex('activity_event_id_idx')
      .on(t.eventId)
      .where(sql`${t.eventId} is not null`),
    // Free-text search (filter q) over the entry's own text, ignoring case and accents
    // (server/lib/search.ts), by trigram.
    index('activity_search_idx').using('gin', trigramsOf(ACTIVITY_SEARCH_TEXT)),
  ],
);

/**
 * The chain's newest link (one row, id 1): the next entry's position and previous hash. Its row
 * lock orders commits to the log; it also shows a log whose last entries were deleted.
 */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer().primaryKey(),
  seq: bigint({ mode: 'number' }).notNull(),
  hash: text().notNull(),
});

export type ActivityEntry = typeof activity.$inferSelect;
export type NewActivityEntry = typeof activity.$inferInsert;
