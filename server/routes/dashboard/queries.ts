import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activity, categories, properties, propertyDataRoomItems, propertyStatuses } from '../../db/schema';
import { countInbox } from '../inbox/queries';
import { DASHBOARD_ACTIVITY_DAYS, type DashboardFigures } from '@common/api/dashboard';
import { INBOX_KINDS } from '@common/api/inbox';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The activity chart's days: the last DASHBOARD_ACTIVITY_DAYS UTC days, today included, as [start, end). */
function activityWindow(now: Date) {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
  const start = new Date(end.getTime() - DASHBOARD_ACTIVITY_DAYS * DAY_MS);
  return { start, end, from: dayOf(start), to: dayOf(new Date(end.getTime() - DAY_MS)) };
}

/** Every property status and every category with how many properties have it, none counted as 0. */
const lookupCounts = sql`
  select 'status' as figure, ${propertyStatuses.id} as id, ${propertyStatuses.title} as name, count(${properties.id})::int as count
  from ${propertyStatuses} left join ${properties} on ${properties.propertyStatusId} = ${propertyStatuses.id}
  group by ${propertyStatuses.id}
  union all
  select 'category', ${categories.id}, ${categories.title}, count(${properties.id})::int
  from ${categories} left join ${properties} on ${properties.categoryId} = ${categories.id}
  group by ${categories.id}
  order by 1, 2`;

const publication = sql`
  select count(*)::int as total,
         count(*) filter (where ${properties.isActive})::int as published,
         count(*) filter (where ${properties.isPlaceholder})::int as placeholders
  from ${properties}`;

/**
 * Entries per UTC day and nature in [start, end), hashed by date (formatting each of a large
 * log's rows as text before grouping cost twice as much as the grouping).
 */
const activityByDay = (start: Date, end: Date) => sql`
  select to_char(day, 'YYYY-MM-DD') as day, nature, count from (
    select (${activity.occurredAt} at time zone 'UTC')::date as day, ${activity.nature} as nature, count(*)::int as count
    from ${activity}
    where ${activity.occurredAt} >= ${start.toISOString()} and ${activity.occurredAt} < ${end.toISOString()}
    group by 1, 2
  ) counted
  order by counted.day, nature`;

/**
 * Per top heading (level 1, under the round's root) of every data room: how many properties have
 * it, and how many of those have a published file somewhere below it. Each published file climbs
 * its parents to its top heading (a tree is at most five levels deep); headings of one title in a
 * round are one row, whichever checklist built them.
 */
const completeness = sql`
  with recursive climb (property_id, round, display_name, parent_id, level, is_heading) as (
    select t.property_id, t.round, t.display_name, t.parent_id, t.level, false
    from ${propertyDataRoomItems} t where t.item_type = 'FILE' and t.is_published
    union all
    select h.property_id, h.round, h.display_name, h.parent_id, h.level, true
    from climb join ${propertyDataRoomItems} h on h.id = climb.parent_id
    where climb.level > 1
  ),
  tops as (
    select t.round, t.display_name, min(t.display_order) as display_order, count(distinct t.property_id)::int as properties
    from ${propertyDataRoomItems} t where t.item_type = 'DATA_ROOM' and t.level = 1
    group by t.round, t.display_name
  ),
  published as (
    select round, display_name, count(distinct property_id)::int as with_published_file
    from climb where is_heading and level = 1
    group by round, display_name
  )
  select tops.round::int as round, tops.display_name as heading, tops.properties, coalesce(published.with_published_file, 0)::int as with_published_file
  from tops left join published using (round, display_name)
  order by tops.round, tops.display_order, tops.display_name`;

/** The statements of the figures (but the pending ones, which are countInbox's), for the bench to run bare. */
export function dashboardStatements(now: Date): SQL[] {
  const { start, end } = activityWindow(now);
  return [lookupCounts, publication, activityByDay(start, end), completeness];
}

type LookupRow = { figure: 'status' | 'category'; id: number; name: string; count: number };
type PublicationRow = { total: number; published: number; placeholders: number };
type CompletenessRow = { round: number; heading: string; properties: number; with_published_file: number };

/** Issue 32's home page figures: a few aggregating statements at once, each counting in SQL. */
export async function dashboardFigures(db: DbOrTx, now = new Date()): Promise<DashboardFigures> {
  const window = activityWindow(now);
  const [lookups, counted, byDay, rooms, pending] = await Promise.all([
    db.execute<LookupRow>(lookupCounts),
    db.execute<PublicationRow>(publication),
    db.execute<DashboardFigures['activity']['byDay'][number]>(activityByDay(window.start, window.end)),
    db.execute<CompletenessRow>(completeness),
    countInbox(db, INBOX_KINDS),
  ]);
  const lookupsOf = (figure: LookupRow['figure']) =>
    lookups.rows.filter((row) => row.figure === figure).map(({ id, name, count }) => ({ id, name, count }));
  const { total, published, placeholders } = counted.rows[0];
  return {
    propertiesByStatus: lookupsOf('status'),
    propertiesByCategory: lookupsOf('category'),
    publication: { total, published, unpublished: total - published, placeholders },
    pendingByKind: INBOX_KINDS.map((kind) => ({ kind, count: pending[kind] ?? 0 })),
    activity: { from: window.from, to: window.to, byDay: byDay.rows },
    dataRoomCompleteness: rooms.rows.map((row) => ({
      round: row.round,
      heading: row.heading,
      properties: row.properties,
      withPublishedFile: row.with_published_file,
    })),
  };
}
