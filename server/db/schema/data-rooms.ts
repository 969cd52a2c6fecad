import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { checklistItems } from './checklists';
import { identity, timestampNow, reference, timestamps } from './columns';
import { storedFiles } from './files';
import { trigramsOf } from '../search';
import { properties } from './properties';
import { users } from './users';

/** One row of a property's data room tree: a heading (DATA_ROOM) or an uploaded FILE. */
export const propertyDataRoomItems = pgTable(
  'property_data_room_items',
  {
    id: identity(),
    propertyId: reference(() => properties.id, 'cascade').notNull(),
    /** 1 virtual data room, 2 due diligence. */
    round: smallint().notNull(),
    itemType: text().notNull(),
    level: smallint().notNull(),
    parentId: reference((): AnyPgColumn => propertyDataRoomItems.id, 'cascade'),
    checkListId: reference(() => checklistItems.id, 'set null'),
    displayName: text().notNull(),
    requiresDocument: boolean().notNull().default(false),
    isVisible: boolean().notNull().default(true),
    isPublished: boolean().notNull().default(false),
    isRejected: boolean().notNull().default(false),
    rejectedReason: text(),
    fileId: reference(() => storedFiles.id, 'set null'),
    displayOrder: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    index().on(t.propertyId, t.round, t.displayOrder),
    index().on(t.parentId),
    // The search across everything finds data room files by name (server/routes/search/).
    index('property_data_room_files_search_idx')
      .using('gin', trigramsOf(t.displayName))
      .where(sql`${t.itemType} = 'FILE'`),
    check('property_data_room_items_round_check', sql`${t.round} in (1, 2)`),
    // Headings sit at levels 0 to 4 (spec §9); a file one level below its heading, so under a level-4 heading at 5.
    check(
      'property_data_room_items_level_check',
      sql`(${t.itemType} = 'DATA_ROOM' and ${t.level} between 0 and 4) or (${t.itemType} = 'FILE' and ${t.level} between 1 and 5)`,
    ),
    check('property_data_room_items_type_check', sql`${t.itemType} in ('DATA_ROOM', 'FILE')`),
  ],
);

/**
 * Every upload of a data room file, as Firmex keeps them: a file uploaded again under the same
 * heading with the same name is its next version. Each version keeps its own decision; the FILE
 * row shows the latest (its fileId and decision mirror the newest version here).
 */
export const dataRoomFileVersions = pgTable(
  'data_room_file_versions',
  {
    id: identity(),
    itemId: reference(() => propertyDataRoomItems.id, 'cascade').notNull(),
    version: integer().notNull(),
    fileId: reference(() => storedFiles.id, 'restrict').notNull(),
    isPublished: boolean().notNull().default(false),
    isRejected: boolean().notNull().default(false),
    rejectedReason: text(),
    decidedById: reference(() => users.id, 'set null'),
    decidedAt: timestamp({ withTimezone: true }),
    uploadedById: reference(() => users.id, 'set null'),
    createdAt: timestampNow(),
  },
  (t) => [
    unique('data_room_file_versions_item_version_key').on(t.itemId, t.version),
    check('data_room_file_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/** A buyer-side request raised against a data room heading: a document or an information query. */
export const externalDdRequests = pgTable(
  'external_dd_requests',
  {
    id: identity(),
    propertyDataRoomId: reference(() => propertyDataRoomItems.id, 'cascade').notNull(),
    /** 'file' (document request) or 'text' (information request). */
    requestType: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    requestedById: reference(() => users.id, 'set null'),
    createdAt: timestampNow(),
    /** Marked answered by an admin, with a note (issue 32 'Inbox'); an upload under the heading after it answers it too. */
    answeredAt: timestamp({ withTimezone: true }),
    answeredById: reference(() => users.id, 'set null'),
    answeredNote: text(),
  },
  (t) => [index().on(t.propertyDataRoomId), check('external_dd_requests_type_check', sql`${t.requestType} in ('file', 'text')`)],
);

/**
 * Issue 33 'Readiness', per property and round: the headings that expect a document and how
 * many have a published file directly under them. Kept by triggers on the data room's items
 * (migration 0024), so Manage Properties reads, sorts and filters it instead of counting each
 * property's headings (server/lib/data-room-readiness.ts): one row per property, read without
 * an aggregate. A property with no such heading has no row.
 */
export const dataRoomReadiness = pgTable('data_room_readiness', {
  propertyId: reference(() => properties.id, 'cascade').primaryKey(),
  round1Required: integer().notNull(),
  round1Done: integer().notNull(),
  round2Required: integer().notNull(),
  round2Done: integer().notNull(),
});

export type PropertyDataRoomItem = typeof propertyDataRoomItems.$inferSelect;
export type NewPropertyDataRoomItem = typeof propertyDataRoomItems.$inferInsert;
export type ExternalDdRequest = typeof externalDdRequests.$inferSelect;
export type DataRoomFileVersion = typeof dataRoomFileVersions.$inferSelect;
