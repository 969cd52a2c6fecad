import { getTableName, sql, type SQL } from 'drizzle-orm';
import { mediaLinkPattern } from '@common/api/media-links';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Storage } from '.';
import { LEFTOVER_AFTER_MS } from './storage';
import type { DbOrTx } from '../db/client';
import {
  checklistItems,
  dataRoomFileVersions,
  mediaImages,
  mediaVideos,
  ndaRegister,
  portfolioProperties,
  portfolios,
  properties,
  propertyContentItems,
  propertyDataRoomItems,
  propertyMediaItems,
  storedFiles,
} from '../db/schema';

/** At most this many offenders are named per check; the rest are counted. */
const NAMED = 10;

interface DenseOrder {
  table: PgTable;
  order: PgColumn;
  /** The columns naming one parent; none means the whole table is one list. */
  per: PgColumn[];
}

/**
 * Every order kept dense 1..n per parent (DESIGN.md: renumbered after each move). Media items
 * too: an add places the item at the position the client sends (a video's 100: last) and
 * renumbers the property's media, and migration 0018 closed the gaps of earlier ones.
 */
const DENSE_ORDERS: DenseOrder[] = [
  { table: properties, order: properties.displayOrder, per: [] },
  { table: propertyContentItems, order: propertyContentItems.displayOrder, per: [propertyContentItems.propertyId] },
  { table: propertyMediaItems, order: propertyMediaItems.displayOrder, per: [propertyMediaItems.propertyId] },
  {
    table: propertyDataRoomItems,
    order: propertyDataRoomItems.displayOrder,
    per: [propertyDataRoomItems.propertyId, propertyDataRoomItems.round, propertyDataRoomItems.parentId],
  },
  {
    table: checklistItems,
    order: checklistItems.displayOrder,
    per: [checklistItems.checklistId, checklistItems.round, checklistItems.parentId],
  },
  { table: portfolioProperties, order: portfolioProperties.position, per: [portfolioProperties.portfolioId] },
  { table: dataRoomFileVersions, order: dataRoomFileVersions.version, per: [dataRoomFileVersions.itemId] },
];

/**
 * What is wrong with the database and the file storage together, one readable line per
 * problem; empty when consistent. Read-only. Checks every order column dense 1..n per parent,
 * rows that refer to others where no foreign key guarantees it (data room tree shape, media
 * links to our images and videos, stored files nothing refers to), and that every stored_files
 * row has its object in the storage (of its size) and every object its row, and that no partial
 * upload a crash left (untouched for an hour) lingers. Run it on a quiet database: a write
 * committing mid-check can show as a passing problem.
 */
export async function checkConsistency(db: DbOrTx, storage: Storage): Promise<string[]> {
  const problems: string[] = [];
  for (const order of DENSE_ORDERS) problems.push(...(await denseOrderProblems(db, order)));
  problems.push(...(await rowProblems(db)));
  problems.push(...(await storageProblems(db, storage)));
  return problems;
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Names the first offenders and counts the others, so a broken table gives a few lines, not thousands. */
function listed(offenders: string[], problem: string): string[] {
  const named = offenders.slice(0, NAMED).map((offender) => `${problem}: ${offender}`);
  if (offenders.length > NAMED) named.push(`${problem}: and ${offenders.length - NAMED} more`);
  return named;
}

async function denseOrderProblems(db: DbOrTx, { table, order, per }: DenseOrder): Promise<string[]> {
  const groups = per.length ? sql.join(per, sql`, `) : sql`()`;
  // 'propertyId=7 round=1 parentId=12': the parent's columns and values (names are ours, never input).
  const parent = per.length
    ? sql`concat_ws(' ', ${sql.join(
        per.map((c) => sql`${sql.raw(`'${c.name}='`)} || coalesce(${c}::text, 'null')`),
        sql`, `,
      )})`
    : sql`''`;
  const found = await rows<{ parent: string; n: number; orders: number[] }>(
    db,
    sql`select ${parent} as parent, count(*)::int as n, (array_agg(${order} order by ${order}))[1:20] as orders
        from ${table} group by ${groups}
        having min(${order}) <> 1 or max(${order}) <> count(*) or count(distinct ${order}) <> count(*)`,
  );
  const where = `${getTableName(table)}.${order.name}`;
  return listed(
    found.map((g) => `${g.parent ? `${g.parent} ` : ''}has ${g.n} rows ordered ${g.orders.join(',')}${g.n > 20 ? ',…' : ''}`),
    `${where} is not dense 1..n`,
  );
}

const IMAGE_LINK = mediaLinkPattern('images');
const VIDEO_LINK = mediaLinkPattern('videos');

/** Links that name one of our images or videos (ids in either case, as the schemas allow), which must exist (no foreign key can say so of a URL). */
const dangling = (link: SQL | PgColumn) => sql`(
  (${link} ~ ${IMAGE_LINK} and not exists (select from ${mediaImages} i where i.id::text = lower(substring(${link} from ${IMAGE_LINK}))))
  or (${link} ~ ${VIDEO_LINK} and not exists (select from ${mediaVideos} v where v.id = lower(substring(${link} from ${VIDEO_LINK})))))`;

async function rowProblems(db: DbOrTx): Promise<string[]> {
  const items = propertyDataRoomItems;
  const problems: string[] = [];

  // The tree: a heading's children sit in its property and round, one level below it; files only under headings.
  const misplaced = await rows<{ id: number; why: string }>(
    db,
    sql`select c.id, case
          when c.parent_id is null and (c.item_type <> 'DATA_ROOM' or c.level <> 0) then 'a root that is not a level-0 heading'
          when p.item_type <> 'DATA_ROOM' then 'under a file'
          when p.property_id <> c.property_id or p.round <> c.round then 'under another property''s or round''s heading'
          else 'not one level below its parent' end as why
        from ${items} c left join ${items} p on p.id = c.parent_id
        where (c.parent_id is null and (c.item_type <> 'DATA_ROOM' or c.level <> 0))
           or (p.id is not null and (p.item_type <> 'DATA_ROOM' or p.property_id <> c.property_id or p.round <> c.round or c.level <> p.level + 1))
        order by c.id`,
  );
  problems.push(
    ...listed(
      misplaced.map((r) => `item ${r.id} is ${r.why}`),
      'property_data_room_items tree',
    ),
  );

  // A FILE row shows its newest version (schema/data-rooms.ts), so it has one and names the same file.
  const files = await rows<{ id: number }>(
    db,
    sql`select f.id from ${items} f
        left join lateral (select v.file_id from ${dataRoomFileVersions} v where v.item_id = f.id order by v.version desc limit 1) latest on true
        where f.item_type = 'FILE' and (f.file_id is null or latest.file_id is distinct from f.file_id)
        order by f.id`,
  );
  problems.push(
    ...listed(
      files.map((r) => `item ${r.id}`),
      'data room FILE without its newest version as its file',
    ),
  );

  const versionsOfHeadings = await rows<{ id: number }>(
    db,
    sql`select v.id from ${dataRoomFileVersions} v join ${items} i on i.id = v.item_id where i.item_type <> 'FILE' order by v.id`,
  );
  problems.push(
    ...listed(
      versionsOfHeadings.map((r) => `version ${r.id}`),
      'data_room_file_versions of a heading',
    ),
  );

  const mediaLinks = await rows<{ id: number; link: string }>(
    db,
    sql`select id, ${propertyMediaItems.mediaLink} as link from ${propertyMediaItems} where ${dangling(propertyMediaItems.mediaLink)} order by id`,
  );
  problems.push(
    ...listed(
      mediaLinks.map((r) => `item ${r.id} -> ${r.link}`),
      'property_media_items link to a missing image or video',
    ),
  );

  const slots = [portfolios.heroImageLink, portfolios.image1Link, portfolios.image2Link, portfolios.image3Link];
  for (const slot of slots) {
    const found = await rows<{ id: number; link: string }>(
      db,
      sql`select id, ${slot} as link from ${portfolios} where ${dangling(slot)} order by id`,
    );
    problems.push(
      ...listed(
        found.map((r) => `portfolio ${r.id} -> ${r.link}`),
        `portfolios.${slot.name} to a missing image or video`,
      ),
    );
  }

  // Every stored file belongs to something; one nothing refers to was left behind by a delete or a failed write.
  const unreferenced = await rows<{ id: number; key: string }>(
    db,
    sql`select f.id, f.storage_key as key from ${storedFiles} f
        where not exists (select from ${mediaImages} i where f.id in (i.original_file_id, i.display_file_id, i.thumbnail_file_id))
          and not exists (select from ${mediaVideos} v where v.file_id = f.id)
          and not exists (select from ${dataRoomFileVersions} v where v.file_id = f.id)
          and not exists (select from ${items} i where i.file_id = f.id)
          and not exists (select from ${ndaRegister} n where n.file_id = f.id)
        order by f.id`,
  );
  problems.push(
    ...listed(
      unreferenced.map((r) => `file ${r.id} (${r.key})`),
      'stored_files row nothing refers to',
    ),
  );
  return problems;
}

async function storageProblems(db: DbOrTx, storage: Storage): Promise<string[]> {
  const files = await rows<{ id: number; key: string; size: number }>(
    db,
    sql`select id, storage_key as key, size_bytes::float8 as size from ${storedFiles} order by id`,
  );
  const byKey = new Map(files.map((file) => [file.key, file]));
  const missing: string[] = [];
  const wrongSize: string[] = [];
  for (const file of files) {
    const stat = await storage.stat(file.key).catch(() => undefined);
    if (!stat) missing.push(`file ${file.id} (${file.key})`);
    else if (stat.size !== file.size) wrongSize.push(`file ${file.id} (${file.key}) has ${stat.size} bytes, its row says ${file.size}`);
  }
  const unowned: string[] = [];
  for await (const key of storage.list()) if (!byKey.has(key)) unowned.push(key);
  // Younger ones may be uploads in flight: the server removes these (plugins/storage.ts).
  const leftovers = (await storage.leftovers(LEFTOVER_AFTER_MS)).map(({ name, size }) => `${name} (${size} bytes)`);
  return [
    ...listed(missing, 'stored_files row without its object in storage'),
    ...listed(wrongSize, 'stored object of another size than its row'),
    ...listed(unowned.sort(), 'object in storage without its stored_files row'),
    ...listed(leftovers, 'partial upload left by a crash (untouched for an hour)'),
  ];
}
