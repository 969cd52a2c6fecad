import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import { reference, timestamps } from './columns';
import { users } from './users';

/**
 * An admin's own settings of the app (issue 32, saved views: hidden columns, saved queries,
 * theme, sidebar), kept so that they follow the admin to another browser. The app decides what
 * they hold; the API only caps their size. Not business data: no audit entry, no version.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: reference(() => users.id, 'cascade').primaryKey(),
  preferences: jsonb().$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});

export type UserPreferences = typeof userPreferences.$inferSelect;
