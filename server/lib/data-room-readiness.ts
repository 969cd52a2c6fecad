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
// one primary-key lookup per property instead of counting its headings, so the column costs
// the page little and a sort or filter by it does not count every property's data room.
const counted = (propertyId: AnyColumn | SQL) => sql`from data_room_readiness r where r.property_id = ${propertyId}`;

const roundOf = (round: 1 | 2) =>
  sql`json_build_object('done', coalesce(max(r.done) filter (where r.round = ${sql.raw(String(round))}), 0), 'required', coalesce(max(r.required) filter (where r.round = ${sql.raw(String(round))}), 0))`;

/** The list's column: both rounds and each round, or null when nothing is expected (no data room). */
export const listReadiness = (propertyId: AnyColumn | SQL) =>
  sql<ListReadiness>`(select json_build_object('done', sum(r.done)::int, 'required', sum(r.required)::int, 'round1', ${roundOf(1)}, 'round2', ${roundOf(2)})
    ${counted(propertyId)} having sum(r.required) > 0)`;

/** The share of expected documents published (0 to 1), null without a data room: what the list sorts by. */
export const readinessShare = (propertyId: AnyColumn | SQL) =>
  sql<number | null>`(select sum(r.done)::float8 / sum(r.required) ${counted(propertyId)} having sum(r.required) > 0)`;

/** 'complete', 'incomplete' or 'none' (nothing expected): what the list filters by. */
export const readinessState = (propertyId: AnyColumn | SQL) =>
  sql<string>`(select case when coalesce(sum(r.required), 0) = 0 then 'none' when sum(r.done) = sum(r.required) then 'complete' else 'incomplete' end
    ${counted(propertyId)})`;
