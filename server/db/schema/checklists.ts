import { boolean, check, index, integer, pgTable, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { identity, reference } from './columns';

/** Data room checklist kinds (spec §9: Office, Hospitality); ids fixed by migration. */
export const checklists = pgTable('checklists', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
});

/**
 * The template a property's data room is built from: a tree of headings and required
 * documents per round, copied into property_data_room_items by build-dataroom.
 */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: identity(),
    checklistId: reference(() => checklists.id, 'cascade').notNull(),
    parentId: reference((): AnyPgColumn => checklistItems.id, 'cascade'),
    round: smallint().notNull(),
    level: smallint().notNull(),
    displayName: text().notNull(),
    requiresDocument: boolean().notNull().default(false),
    displayOrder: integer().notNull(),
  },
  (t) => [
    index().on(t.checklistId, t.round, t.displayOrder),
    check('checklist_items_round_check', sql`${t.round} in (1, 2)`),
    check('checklist_items_level_check', sql`${t.level} between 0 and 4`),
  ],
);

export type Checklist = typeof checklists.$inferSelect;
export type ChecklistItem = typeof checklistItems.$inferSelect;
