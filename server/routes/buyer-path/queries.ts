import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activity, externalDdRequests, ndaDecisions, ndaRegister, propertyDataRoomItems, propertyDiscreteUsers } from '../../db/schema';
import { kindPart, unionWithProperty, type KindRow } from '../../lib/kind-union';
import type { PathGroup, PathKind } from '@common/api/buyer-path';

/** The public site's natures (common/activity-vocabulary.ts) that are a view or an enquiry; other visitor events are not on the path. */
const VISITOR_KINDS: Partial<Record<PathKind, readonly string[]>> = {
  view: ['Property Details Viewed'],
  enquiry: ['Property Enquiry', 'Investment Enquiry'],
};

/** The columns every kind answers, named in each part. */
const columns = (kind: PathKind, itemId: SQL, propertyId: SQL, at: SQL, round: SQL, description: SQL) =>
  kindPart(kind, itemId, propertyId, { at, round, description });

/**
 * One kind's events of the buyer as rows of (kind, item_id, property_id, at, round, description).
 * Each part reads the buyer's rows off an index on its user column (activity's user_id, the NDA
 * register's and the grants' user_id); a buyer's requests are few, so they are found by scan of
 * the requests alone.
 */
function eventsOf(kind: PathKind, buyer: number): SQL {
  switch (kind) {
    case 'view':
    case 'enquiry': {
      const natures = VISITOR_KINDS[kind]!;
      return sql`${columns(kind, sql`t.id::int`, sql`t.property_id`, sql`t.occurred_at`, sql`null::int`, sql`t.nature`)}
        from ${activity} t where t.user_id = ${buyer} and t.source = 'visitor' and t.property_id is not null
        and t.nature in (${sql.join(
          natures.map((n) => sql`${n}`),
          sql`, `,
        )})`;
    }
    case 'nda-upload':
      return sql`${columns(kind, sql`t.id`, sql`t.property_id`, sql`t.date_on`, sql`null::int`, sql`'NDA ' || coalesce('''' || t.nda_file_name || '''', '') || ' uploaded'`)}
        from ${ndaRegister} t where t.user_id = ${buyer}`;
    case 'nda-decision':
      return sql`${columns(
        kind,
        sql`t.id`,
        sql`t.property_id`,
        sql`d.decided_at`,
        sql`d.round`,
        sql`'Round ' || d.round || ' NDA ' || case when d.accepted then 'accepted' else 'rejected' end`,
      )}
        from ${ndaRegister} t join ${ndaDecisions} d on d.nda_register_id = t.id where t.user_id = ${buyer}`;
    case 'discrete-granted':
      return sql`${columns(kind, sql`t.id`, sql`t.property_id`, sql`t.created_at`, sql`null::int`, sql`'Discrete access granted'`)}
        from ${propertyDiscreteUsers} t where t.user_id = ${buyer}`;
    case 'discrete-removed':
      // A removal is the grant's soft delete, its last change.
      return sql`${columns(kind, sql`t.id`, sql`t.property_id`, sql`t.updated_at`, sql`null::int`, sql`'Discrete access removed'`)}
        from ${propertyDiscreteUsers} t where t.user_id = ${buyer} and t.is_deleted`;
    case 'request':
      return sql`${columns(kind, sql`t.id`, sql`h.property_id`, sql`t.created_at`, sql`h.round::int`, sql`'Requested ''' || t.title || ''''`)}
        from ${externalDdRequests} t join ${propertyDataRoomItems} h on h.id = t.property_data_room_id where t.requested_by_id = ${buyer}`;
  }
}

type Row = KindRow<PathKind> & { at: Date | string; round: number | null; description: string };

/** The buyer's events of the given kinds (on one property, if asked), grouped per property: the one touched last first, each oldest first. */
export async function buyerPath(db: DbOrTx, buyer: number, kinds: readonly PathKind[], propertyId?: number): Promise<PathGroup[]> {
  const events = unionWithProperty(
    kinds.map((kind) => eventsOf(kind, buyer)),
    propertyId,
  );
  const { rows } = await db.execute<Row>(
    sql`${events} order by max(at) over (partition by property_id) desc, property_id, at, kind, item_id`,
  );
  const groups = new Map<number, PathGroup>();
  for (const row of rows) {
    let group = groups.get(row.property_id);
    if (!group) {
      group = { propertyId: row.property_id, propertyReference: row.property_reference, propertyTitle: row.listing_title, events: [] };
      groups.set(row.property_id, group);
    }
    group.events.push({
      at: new Date(row.at).toISOString(),
      kind: row.kind,
      itemId: row.item_id,
      round: row.round,
      description: row.description,
    });
  }
  return [...groups.values()];
}
