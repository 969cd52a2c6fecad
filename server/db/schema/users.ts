import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, timestampNow, reference, timestamps } from './columns';
import { userRoleTypes } from './lookups';
import { agencies, sellerCompanies } from './organisations';
import { trigramsOfEach } from '../search';

/** A person's name as searches read it: both names together, so 'Jane Sm' finds Jane Smith. */
const searchNameOf = (t: { firstName: AnyColumn; lastName: AnyColumn }) => sql`${t.firstName} || ' ' || ${t.lastName}`;
/** What the users list's `q` and the buyer search look in; users_search_idx holds exactly these. */
const searchedOf = (t: { firstName: AnyColumn; lastName: AnyColumn; emailAddress: AnyColumn }) =>
  [searchNameOf(t), t.emailAddress] as const;

export const users = pgTable(
  'users',
  {
    id: identity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    emailAddress: text().notNull(),
    cellNumber: text(),
    userRoleTypeId: reference(() => userRoleTypes.id, 'restrict').notNull(),
    /** Set only for agents (role type 6): the agency they work for. */
    agencyId: reference(() => agencies.id, 'set null'),
    sellerCompanyId: reference(() => sellerCompanies.id, 'set null'),
    companyName: text(),
    notes: text(),
    thumbImage: text(),
    /** argon2id hash; null for people who never log in to the back-office. */
    passwordHash: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // Emails identify people at login: unique regardless of case.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.emailAddress})`),
    index().on(t.userRoleTypeId),
    index().on(t.agencyId),
    index().on(t.sellerCompanyId),
    index().on(t.lastName, t.firstName),
    // Search by name or email ignoring case and accents (server/lib/search.ts), by trigram.
    index('users_search_idx').using('gin', ...trigramsOfEach(searchedOf(t))),
  ],
);

export const USER_SEARCHED = searchedOf(users);
/** The name part of USER_SEARCHED, which the activity log searches people by. */
export const USER_SEARCH_NAME = USER_SEARCHED[0];

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: a leaked table cannot be replayed as cookies. */
    tokenHash: text().primaryKey(),
    userId: reference(() => users.id, 'cascade').notNull(),
    createdAt: timestampNow(),
    lastSeenAt: timestampNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;

/**
 * Login attempts counted per account and per client address (ASVS 6.3.1), in the database so
 * that every API process sees the same counts (issue 17). A row's window starts at its first
 * attempt; once it has passed, the next attempt starts a new one.
 */
export const loginThrottle = pgTable('login_throttle', {
  /** 'account:<email, lower case>' or 'address:<client ip>'. */
  key: text().primaryKey(),
  attempts: integer().notNull(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
});
