import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  dataRoomFileVersions,
  externalDdRequests,
  ndaDecisions,
  ndaRegister,
  properties,
  propertyDataRoomItems,
  propertyDiscreteUsers,
  users,
} from '../../db/schema';
import { kindPart, unionWithProperty, type KindRow } from '../../lib/kind-union';
import type { InboxItem, InboxKind } from '@common/api/inbox';

/** The columns every kind answers, named in each part (a part may stand alone, filtered to its kind). */
const columns = (kind: InboxKind, itemId: SQL, propertyId: SQL, subject: SQL, round: SQL, since: SQL) =>
  kindPart(kind, itemId, propertyId, { subject, round, waiting_since: since });

/** One kind's waiting items as rows of (kind, item_id, property_id, subject, round, waiting_since). */
function waitingOf(kind: InboxKind): SQL {
  const buyer = sql`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = t.user_id)`;
  switch (kind) {
    case 'nda-round-1':
      return sql`${columns(kind, sql`t.id`, sql`t.property_id`, buyer, sql`1`, sql`t.date_on`)}
        from ${ndaRegister} t where t.round1_accept_yn is null`;
    case 'nda-round-2': {
      // Round 2 waits once round 1 is accepted: since that acceptance.
      const accepted = sql`(select max(d.decided_at) from ${ndaDecisions} d where d.nda_register_id = t.id and d.round = 1 and d.accepted)`;
      return sql`${columns(kind, sql`t.id`, sql`t.property_id`, buyer, sql`2`, sql`coalesce(${accepted}, t.date_on)`)}
        from ${ndaRegister} t where t.round1_accept_yn and t.round2_accept_yn is null`;
    }
    case 'file': {
      const uploaded = sql`(select max(v.created_at) from ${dataRoomFileVersions} v where v.item_id = t.id)`;
      return sql`${columns(kind, sql`t.id`, sql`t.property_id`, sql`t.display_name`, sql`t.round::int`, sql`coalesce(${uploaded}, t.created_at)`)}
        from ${propertyDataRoomItems} t where t.item_type = 'FILE' and not t.is_published and not t.is_rejected`;
    }
    case 'request':
      // Answered once a file is uploaded under the request's heading after it, or once marked answered with a note.
      return sql`${columns(kind, sql`t.id`, sql`h.property_id`, sql`t.title`, sql`h.round::int`, sql`t.created_at`)}
        from ${externalDdRequests} t join ${propertyDataRoomItems} h on h.id = t.property_data_room_id
        where t.answered_at is null and not exists (select 1 from ${propertyDataRoomItems} f
          where f.parent_id = h.id and f.item_type = 'FILE' and f.created_at > t.created_at)`;
    case 'discrete-access':
      return sql`${columns(kind, sql`t.id`, sql`t.property_id`, buyer, sql`null::int`, sql`p.updated_at`)}
        from ${propertyDiscreteUsers} t join ${properties} p on p.id = t.property_id
        where not t.is_deleted and not (p.is_active and p.is_discrete)`;
  }
}

export interface InboxFilter {
  kinds: readonly InboxKind[];
  propertyId?: number;
}

/** Every waiting item the filter keeps, with its property's reference and title. */
const waiting = ({ kinds, propertyId }: InboxFilter): SQL => unionWithProperty(kinds.map(waitingOf), propertyId);

/** The list's sort fields, as the union's columns; ties go to the kind and the item (INBOX_TIE). */
export const INBOX_SORTABLE = {
  waitingSince: sql`waiting_since`,
  kind: sql`kind`,
  propertyReference: sql`property_reference`,
};
export const INBOX_TIE = sql`kind, item_id`;

type Row = KindRow<InboxKind> & { subject: string | null; round: number | null; waiting_since: Date | string };

/** The statement of a page of waiting items in `orderBy`'s order (all of them without a page). */
export function inboxPageStatement(filter: InboxFilter, orderBy: SQL[], page?: { offset: number; limit: number }): SQL {
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  return sql`${waiting(filter)} order by ${sql.join(orderBy, sql`, `)} ${limit}`;
}

/** A page of waiting items in `orderBy`'s order, and how many there are. */
export async function listInbox(
  db: DbOrTx,
  filter: InboxFilter,
  { orderBy, page }: { orderBy: SQL[]; page?: { offset: number; limit: number } },
): Promise<{ rows: InboxItem[]; total: number }> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<Row>(inboxPageStatement(filter, orderBy, page)),
    db.execute<{ total: number }>(sql`select count(*)::int as total from (${waiting(filter)}) counted`),
  ]);
  return {
    rows: rows.map((row) => ({
      id: `${row.kind}-${row.item_id}`,
      kind: row.kind,
      itemId: row.item_id,
      propertyId: row.property_id,
      propertyReference: row.property_reference,
      propertyTitle: row.listing_title,
      subject: row.subject ?? '',
      round: row.round,
      waitingSince: new Date(row.waiting_since).toISOString(),
    })),
    total: counted[0].total,
  };
}

/** The statement counting the waiting items of each kind (the bench runs it bare). */
export const inboxCountStatement = (kinds: readonly InboxKind[]): SQL =>
  sql`select kind, count(*)::int as n from (${sql.join(kinds.map(waitingOf), sql` union all `)}) w group by kind`;

/** How many items of each kind wait. */
export async function countInbox(db: DbOrTx, kinds: readonly InboxKind[]): Promise<Record<string, number>> {
  const { rows } = await db.execute<{ kind: string; n: number }>(inboxCountStatement(kinds));
  return Object.fromEntries(rows.map(({ kind, n }) => [kind, n]));
}
