import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import type { ActivityRow } from '@common/api/activity';
import type { Db, DbOrTx } from '../../db/client';
import { activity, ACTIVITY_SEARCH_TEXT, properties, USER_SEARCH_NAME, users } from '../../db/schema';
import { badRequest } from '../../errors';
import { countUpTo, idFilter, textFilter, type ListRequest } from '../../lib/list-query';
import { isoTimestamp } from '../../lib/iso-timestamp';
import { positionalPagedRows } from '../../lib/positional-list';
import { positionalRows } from '../../lib/positional-rows';
import { anyContains } from '../../db/search';
import { fullName } from '../../lib/full-name';

const addedBy = alias(users, 'added_by');
const person = alias(users, 'person');

/** What a list shows of an entry, each column as the API answers it, so that a page is read by position (positional-rows.ts). */
const activityColumns = {
  id: activity.id,
  occurredAt: isoTimestamp(activity.occurredAt),
  dateOnly: sql<string>`to_char(${activity.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`,
  nature: activity.nature,
  statusDescription: activity.statusDescription,
  propertyId: activity.propertyId,
  propertyTitle: properties.listingTitle,
  addedById: activity.addedById,
  addedByName: fullName(addedBy),
  userId: activity.userId,
  userName: fullName(person),
  comments: activity.comments,
  personaliseReference: activity.personaliseReference,
  source: sql<'visitor' | 'audit'>`${activity.source}`,
  entityType: activity.entityType,
  entityId: activity.entityId,
  changes: sql<Record<string, { from: unknown; to: unknown }> | null>`${activity.changes}`,
};

export const activitySortable = {
  id: activity.id,
  occurredAt: activity.occurredAt,
  nature: activity.nature,
  statusDescription: activity.statusDescription,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A filter bound: a day ('2026-11-01', a UTC day) or an exact ISO timestamp. */
function timeFilter(filter: Record<string, unknown>, key: 'from' | 'to'): Date | undefined {
  const text = textFilter(filter, key);
  if (!text) return undefined;
  const date = new Date(DAY.test(text) ? `${text}T00:00:00Z` : text);
  // 'to' a day includes that whole day.
  if (key === 'to' && DAY.test(text)) date.setUTCDate(date.getUTCDate() + 1);
  // PostgreSQL refuses the year 0 and years written with more than four digits: a 400, not a 500.
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
    throw badRequest(`Invalid request: filter.${key} must be a date`, {
      [`filter.${key}`]: 'must be a date (YYYY-MM-DD) or an ISO timestamp, in the years 1 to 9999',
    });
  }
  return date;
}

/** Filters react-admin may send; every one is answered from an index of `activity`. */
export function activityWhere(filter: Record<string, unknown>): SQL | undefined {
  const from = timeFilter(filter, 'from');
  const to = timeFilter(filter, 'to');
  const nature = textFilter(filter, 'nature');
  const status = textFilter(filter, 'statusDescription');
  const source = textFilter(filter, 'source');
  const propertyId = idFilter(filter, 'propertyId');
  const userId = idFilter(filter, 'userId');
  const q = textFilter(filter, 'q');
  if (source && source !== 'visitor' && source !== 'audit') {
    throw badRequest('Invalid request: filter.source must be visitor or audit', { 'filter.source': 'must be visitor or audit' });
  }
  return and(
    from && gte(activity.occurredAt, from),
    to && lt(activity.occurredAt, to),
    nature ? sql`lower(${activity.nature}) = lower(${nature})` : undefined,
    status ? sql`lower(${activity.statusDescription}) = lower(${status})` : undefined,
    source ? eq(activity.source, source) : undefined,
    propertyId ? eq(activity.propertyId, propertyId) : undefined,
    userId ? or(eq(activity.userId, userId), eq(activity.addedById, userId)) : undefined,
    q ? inArray(activity.id, matchingText(q)) : undefined,
  );
}

/**
 * Ids of entries whose text, property title or people contain `text`, ignoring case and
 * accents. Gathered first, each part from its own search index (activity_search_idx,
 * properties_search_idx, users_search_idx), and only then ordered: filtering row by row down
 * the date index would read most of a million-row log before finding 25 rare matches.
 */
function matchingText(text: string): SQL {
  const people = sql`(select ${users.id} from ${users} where ${anyContains([USER_SEARCH_NAME], text)})`;
  return sql`(
    select ${activity.id} from ${activity} where ${anyContains([ACTIVITY_SEARCH_TEXT], text)}
    union all select ${activity.id} from ${activity} where ${activity.propertyId} in (select ${properties.id} from ${properties} where ${anyContains([properties.listingTitle], text)})
    union all select ${activity.id} from ${activity} where ${activity.userId} in ${people}
    union all select ${activity.id} from ${activity} where ${activity.addedById} in ${people}
  )`;
}

const selectActivity = (db: DbOrTx) =>
  db
    .select(activityColumns)
    .from(activity)
    .leftJoin(properties, eq(activity.propertyId, properties.id))
    .leftJoin(addedBy, eq(activity.addedById, addedBy.id))
    .leftJoin(person, eq(activity.userId, person.id));

/** Without a page the newest 1000 entries: the log grows without bound. */
const UNPAGED_LIMIT = 1000;

const readEntry = positionalRows<Static<typeof ActivityRow>>(activityColumns);

export function listActivity(db: Db, list: ListRequest<keyof typeof activitySortable>) {
  const where = activityWhere(list.filter);
  const query = selectActivity(db)
    .where(where)
    .orderBy(...list.orderBy)
    .$dynamic();
  return positionalPagedRows(
    db,
    (page) => (page ? query.limit(page.limit).offset(page.offset) : query.limit(UNPAGED_LIMIT)).toSQL(),
    list.page,
    readEntry,
    (page) => countUpTo(db, activity, where, page),
  );
}

/** Every matching entry, in pages of `batch`, for streaming an export without holding it all. */
export async function* allActivity(db: DbOrTx, filter: Record<string, unknown>, orderBy: SQL[], batch = 2000) {
  const where = activityWhere(filter);
  for (let offset = 0; ; offset += batch) {
    const rows = await selectActivity(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(batch)
      .offset(offset);
    yield rows;
    if (rows.length < batch) return;
  }
}

/** The natures and statuses present in the log, for filter dropdowns. */
export async function activityFacets(db: DbOrTx) {
  const natures = await db.execute<{ value: string }>(sql`select distinct ${activity.nature} as value from ${activity} order by 1`);
  const statuses = await db.execute<{ value: string }>(
    sql`select distinct ${activity.statusDescription} as value from ${activity} order by 1`,
  );
  return { natures: natures.rows.map((r) => r.value), statuses: statuses.rows.map((r) => r.value) };
}
