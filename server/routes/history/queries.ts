import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activity, users } from '../../db/schema';
import { fullName } from '../../lib/full-name';
import type { HistoryEntity, HistoryEntry } from '@common/api/history';

/** The audit's entity type of each record with a History panel (server/routes: the `entityType` of their writes). */
const AUDIT_ENTITY: Record<Exclude<HistoryEntity, 'property'>, string> = {
  user: 'user',
  seller: 'seller company',
  agency: 'agency',
  portfolio: 'portfolio',
};

/**
 * Which audit entries a record's history holds. A property's are all filed under it (every
 * write in its area carries its propertyId, downloads included), read off
 * activity_property_id_occurred_at_index; another record's are its own entries, read off
 * activity_audit_entity_occurred_at_index (migration 0023).
 */
function entriesOf(entityType: HistoryEntity, id: number): SQL | undefined {
  const audit = eq(activity.source, 'audit');
  if (entityType === 'property') return and(audit, eq(activity.propertyId, id));
  return and(audit, eq(activity.entityType, AUDIT_ENTITY[entityType]), eq(activity.entityId, String(id)));
}

/** Only recordDownload (server/lib/confidential-downloads.ts) records a `preview` field: its entries are the downloads. */
const isDownload = sql<boolean>`coalesce(${activity.changes} ? 'preview', false)`;

/** A page of a record's history, newest first, and whether older entries follow (one row past the page tells). */
export async function listHistory(
  db: DbOrTx,
  entityType: HistoryEntity,
  id: number,
  page: { offset: number; limit: number },
): Promise<{ entries: HistoryEntry[]; more: boolean }> {
  const rows = await db
    .select({
      id: activity.id,
      at: activity.occurredAt,
      adminName: fullName(users),
      description: activity.comments,
      changes: sql<Record<string, { from: unknown; to: unknown }> | null>`${activity.changes}`,
      download: isDownload,
    })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.addedById))
    .where(entriesOf(entityType, id))
    .orderBy(desc(activity.occurredAt), desc(activity.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return {
    entries: rows.slice(0, page.limit).map(({ id, at, adminName, description, changes, download }) => ({
      id,
      at: at.toISOString(),
      adminName,
      description: description ?? '',
      // A download's fields name the file its description already names.
      changes: download ? [] : Object.entries(changes ?? {}).map(([field, { from, to }]) => ({ field, from, to })),
      kind: download ? 'download' : 'change',
    })),
    more: rows.length > page.limit,
  };
}
