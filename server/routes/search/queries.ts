import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  AGENCY_SEARCHED,
  agencies,
  PORTFOLIO_SEARCHED,
  portfolios,
  properties,
  PROPERTY_SEARCHED,
  propertyDataRoomItems,
  SELLER_COMPANY_SEARCHED,
  sellerCompanies,
  USER_SEARCHED,
  users,
} from '../../db/schema';
import { anyContains, byMatch } from '../../db/search';
import type { SearchHit, SearchKind } from '@common/api/search';

interface KindQuery {
  kind: SearchKind;
  /** The hit's id, title and detail, then property id and round (null but for files), in that order. */
  select: [SQL, SQL, SQL, SQL, SQL];
  from: SQL;
  where: SQL;
  /** What the order by match reads: the name a person sees first. */
  title: SQL;
}

const none = sql`null::int`;

/** Each kind: where its rows are, which of its columns are searched (its list's, on its index) and what a hit shows. */
function kindQueries(q: string): KindQuery[] {
  const userName = sql`${users.firstName} || ' ' || ${users.lastName}`;
  const fileProperty = sql`(select ${properties.listingTitle} from ${properties} where ${properties.id} = ${propertyDataRoomItems.propertyId})`;
  return [
    {
      kind: 'properties',
      select: [
        sql`${properties.id}`,
        sql`${properties.listingTitle}`,
        sql`${properties.propertyReference} || ' · ' || ${properties.suburb}`,
        none,
        none,
      ],
      from: sql`${properties}`,
      where: anyContains(PROPERTY_SEARCHED, q),
      title: sql`${properties.listingTitle}`,
    },
    {
      kind: 'users',
      select: [sql`${users.id}`, userName, sql`${users.emailAddress}`, none, none],
      from: sql`${users}`,
      where: anyContains(USER_SEARCHED, q),
      title: userName,
    },
    {
      kind: 'sellers',
      select: [
        sql`${sellerCompanies.id}`,
        sql`${sellerCompanies.companyName}`,
        sql`coalesce(${sellerCompanies.contactPerson}, '')`,
        none,
        none,
      ],
      from: sql`${sellerCompanies}`,
      where: anyContains(SELLER_COMPANY_SEARCHED, q),
      title: sql`${sellerCompanies.companyName}`,
    },
    {
      kind: 'agencies',
      select: [sql`${agencies.id}`, sql`${agencies.agencyName}`, sql`coalesce(${agencies.contactPerson}, '')`, none, none],
      from: sql`${agencies}`,
      where: anyContains(AGENCY_SEARCHED, q),
      title: sql`${agencies.agencyName}`,
    },
    {
      kind: 'portfolios',
      select: [sql`${portfolios.id}`, sql`${portfolios.title}`, sql`left(${portfolios.description}, 80)`, none, none],
      from: sql`${portfolios}`,
      where: anyContains(PORTFOLIO_SEARCHED, q),
      title: sql`${portfolios.title}`,
    },
    {
      kind: 'files',
      select: [
        sql`${propertyDataRoomItems.id}`,
        sql`${propertyDataRoomItems.displayName}`,
        fileProperty,
        sql`${propertyDataRoomItems.propertyId}`,
        sql`${propertyDataRoomItems.round}::int`,
      ],
      from: sql`${propertyDataRoomItems}`,
      // The partial index property_data_room_files_search_idx holds exactly these rows.
      where: sql`${propertyDataRoomItems.itemType} = 'FILE' and ${anyContains([propertyDataRoomItems.displayName], q)}`,
      title: sql`${propertyDataRoomItems.displayName}`,
    },
  ];
}

const COLUMNS = ['id', 'title', 'detail', 'property_id', 'round'] as const;

type HitRow = {
  kind: SearchKind;
  id: number;
  title: string;
  detail: string;
  property_id: number | null;
  round: number | null;
};

/**
 * The best `limit` hits of each kind for `q`, as one statement: one indexed search per kind,
 * each ordered by how well its title matches (ties by id), put together in the kinds' order.
 */
export function searchAllStatement(q: string, limit: number): SQL {
  const parts = kindQueries(q).map(({ kind, select, from, where, title }, rank) => {
    const columns = sql.join(
      select.map((column, i) => sql`${column} as ${sql.identifier(COLUMNS[i])}`),
      sql`, `,
    );
    const order = sql.join([...byMatch(title, q), sql`1`], sql`, `);
    return sql`(select ${rank}::int as kind_rank, ${kind}::text as kind, ${columns}, row_number() over (order by ${order}) as pos
      from ${from} where ${where} order by pos limit ${limit})`;
  });
  return sql`select * from (${sql.join(parts, sql` union all `)}) as hits order by kind_rank, pos`;
}

export async function searchAll(db: DbOrTx, q: string, limit: number): Promise<SearchHit[]> {
  const { rows } = await db.execute<HitRow & { kind_rank: number; pos: number }>(searchAllStatement(q, limit));
  return rows.map(({ kind, id, title, detail, property_id: propertyId, round }) => ({
    kind,
    id,
    title,
    detail,
    ...(propertyId !== null && { propertyId }),
    ...(round !== null && { round }),
  }));
}
