import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListReadiness } from '@common/api/readiness';

/**
 * Issue 33 'Readiness': whether a published file sits directly under a heading, which makes a
 * heading that expects a document done (the rule of the Manage Datarooms tab's progress,
 * documentProgress.ts: hidden headings count, a pending or rejected file does not). The one
 * property's missing list asks it heading by heading; the list's counts are kept by the
 * triggers of migration 0024 with the same condition (tests/api/readiness.test.ts checks both
 * against the tab's own rule).
 */
export const hasPublishedFile = (headingId: AnyColumn | SQL) =>
  sql<boolean>`exists (select 1 from property_data_room_items f where f.parent_id = ${headingId} and f.item_type = 'FILE' and f.is_published)`;

// The list reads the counts the data room's triggers keep (data_room_readiness, migration 0024):
// one primary-key lookup per property and no aggregate, instead of counting its headings, so the
// column costs the page little and a sort or filter by it does not count every data room.
const counted = (propertyId: AnyColumn | SQL) => sql`from data_room_readiness r where r.property_id = ${propertyId}`;
const done = sql`(r.round1_done + r.round2_done)`;
const required = sql`(r.round1_required + r.round2_required)`;

/**
 * The list's column as four counts, [round 1 done, round 1 required, round 2 done, round 2
 * required], null without a data room. An integer array costs PostgreSQL and the driver far
 * less per row than the same counts as nested JSON (bench/readiness.ts); toListReadiness makes
 * the API's object of them.
 */
export const listReadinessCounts = (propertyId: AnyColumn | SQL) =>
  sql<ReadinessCounts | null>`(select array[r.round1_done, r.round1_required, r.round2_done, r.round2_required] ${counted(propertyId)})`;
type ReadinessCounts = [number, number, number, number];

/** The list's column: both rounds and each round, or null when nothing is expected (no data room). */
export function toListReadiness(counts: ReadinessCounts | null): ListReadiness {
  if (!counts) return null;
  const [done1, required1, done2, required2] = counts;
  return {
    done: done1 + done2,
    required: required1 + required2,
    round1: { done: done1, required: required1 },
    round2: { done: done2, required: required2 },
  };
}

/** The share of expected documents published (0 to 1), null without a data room: what the list sorts by. */
export const readinessShare = (propertyId: AnyColumn | SQL) =>
  sql<number | null>`(select ${done}::float8 / ${required} ${counted(propertyId)})`;

/** 'complete', 'incomplete' or 'none' (nothing expected): what the list filters by. */
export const readinessState = (propertyId: AnyColumn | SQL) =>
  sql<string>`coalesce((select case when ${done} = ${required} then 'complete' else 'incomplete' end ${counted(propertyId)}), 'none')`;
