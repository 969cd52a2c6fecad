import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListReadiness } from '@common/api/readiness';

/** Whether a published file sits directly under the heading: what makes a heading that expects a document done. */
export const hasPublishedFile = (headingId: AnyColumn | SQL) =>
  sql<boolean>`exists (select 1 from property_data_room_items f where f.parent_id = ${headingId} and f.item_type = 'FILE' and f.is_published)`;

/**
 * Issue 33 'Readiness', the one SQL definition: the headings of a property that expect a
 * document, each with its round and whether a published file sits directly under it. The rule
 * of the Manage Datarooms tab's progress (documentProgress.ts): hidden headings count, a
 * pending or rejected file does not. Reads by the (property, round, order) index and, per
 * heading, the parent index.
 */
const expectedHeadings = (propertyId: AnyColumn | SQL) => sql`
  select h.round, ${hasPublishedFile(sql`h.id`)} as done
  from property_data_room_items h
  where h.property_id = ${propertyId} and h.item_type = 'DATA_ROOM' and h.requires_document`;

const doneIn = (round: 1 | 2) =>
  sql`json_build_object('done', count(*) filter (where e.done and e.round = ${sql.raw(String(round))}), 'required', count(*) filter (where e.round = ${sql.raw(String(round))}))`;

/** The list's column: both rounds and each round, or null when nothing is expected (no data room). */
export const listReadiness = (propertyId: AnyColumn | SQL) =>
  sql<ListReadiness>`(select json_build_object('done', count(*) filter (where e.done), 'required', count(*), 'round1', ${doneIn(1)}, 'round2', ${doneIn(2)})
    from (${expectedHeadings(propertyId)}) e having count(*) > 0)`;

/** The share of expected documents published (0 to 1), null without a data room: what the list sorts by. */
export const readinessShare = (propertyId: AnyColumn | SQL) =>
  sql<
    number | null
  >`(select count(*) filter (where e.done)::float8 / count(*) from (${expectedHeadings(propertyId)}) e having count(*) > 0)`;

/** 'complete', 'incomplete' or 'none' (nothing expected): what the list filters by, in one pass. */
export const readinessState = (propertyId: AnyColumn | SQL) =>
  sql<string>`(select case when count(*) = 0 then 'none' when bool_and(e.done) then 'complete' else 'incomplete' end
    from (${expectedHeadings(propertyId)}) e)`;
