import { and, asc, desc, eq, fillPlaceholders, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { DataRoomItem } from '@common/api/data-rooms';
import { treeOrder } from './tree-order';
import type { Db, DbOrTx } from '../../db/client';
import { dataRoomFileVersions, externalDdRequests, propertyDataRoomItems, storedFiles, users } from '../../db/schema';
import { fullName } from '../../lib/full-name';
import { arrayRows, positionalRows } from '../../lib/positional-rows';
import { preparedCache } from '../../lib/prepared-cache';
import { versionOf } from '../../lib/record-version';

const item = propertyDataRoomItems;
/** What the API shows of an item (spec §3), its file's name, size and type, and its version, computed in the query. */
const itemColumns = {
  id: item.id,
  round: item.round,
  itemType: item.itemType,
  level: item.level,
  parentId: item.parentId,
  checkListId: item.checkListId,
  displayName: item.displayName,
  requiresDocument: item.requiresDocument,
  isVisible: item.isVisible,
  isPublished: item.isPublished,
  isRejected: item.isRejected,
  rejectedReason: item.rejectedReason,
  fileId: item.fileId,
  displayOrder: item.displayOrder,
  fileName: storedFiles.originalName,
  fileSize: storedFiles.sizeBytes,
  contentType: storedFiles.contentType,
  // As text from the database: a 5,000-item round then parses no timestamps (bench/dataroom.ts).
  version: versionOf(item.updatedAt),
};

type ItemRow = Omit<DataRoomItem, 'round' | 'itemType'> & { round: number; itemType: string };
/** A selected row is the API's item: the round and type columns hold only the API's values (every write sets them from them), so rows are cast, not copied. */
const toItem = (row: ItemRow) => row as DataRoomItem;

const readItem = positionalRows<ItemRow>(itemColumns);
const roundStatements = preparedCache<{ getQuery(): { sql: string; params: unknown[] } }>();

/**
 * The rows' transaction ids (PostgreSQL's xmin), after itemColumns: every insert or update of a
 * row gives it its writer's, so they tell roundStamp's callers whether the rows changed.
 */
const stampColumns = {
  itemXmin: sql<number>`${item}.xmin::text::bigint`,
  fileXmin: sql<number | null>`${storedFiles}.xmin::text::bigint`,
};
const [ITEM_XMIN, FILE_XMIN] = [0, 1].map((i) => Object.keys(itemColumns).length + i);

/** A select of `columns` over one round's items and their files, built once per database handle and shape. */
function roundStatement(db: Db, shape: 'round' | 'stamp', columns: SelectedFields, propertyId: number, round: 1 | 2) {
  const statement = roundStatements(db, shape, () =>
    db
      .select(columns)
      .from(item)
      .leftJoin(storedFiles, eq(storedFiles.id, item.fileId))
      .where(and(eq(item.propertyId, sql.placeholder('propertyId')), eq(item.round, sql.placeholder('round'))))
      .prepare(''),
  ).getQuery();
  return { sql: statement.sql, params: fillPlaceholders(statement.params, { propertyId, round }) };
}

/** The select of one round's items, unordered (readRound orders them): bench/dataroom.ts runs it raw too. */
export const roundSql = (db: Db, propertyId: number, round: 1 | 2) =>
  roundStatement(db, 'round', { ...itemColumns, ...stampColumns }, propertyId, round);

const bySiblingOrder = (a: ItemRow, b: ItemRow) => a.displayOrder - b.displayOrder || a.id - b.id;

/**
 * One round of a property's data room as a flat list in tree order (each heading, then its
 * subtree, siblings by display order, then id), with each FILE's stored name, size and type: one
 * select by (property, round), read by position and ordered into a tree in memory. With it, the
 * stamp (roundStamp) of the rows it was read from.
 */
export async function readRound(db: Db, propertyId: number, round: 1 | 2): Promise<{ items: DataRoomItem[]; stamp: string }> {
  const rows = await arrayRows(db, roundSql(db, propertyId, round));
  let items = 0;
  let files = 0;
  for (const values of rows) {
    items += values[ITEM_XMIN] as number;
    files += (values[FILE_XMIN] as number | null) ?? 0;
  }
  return { items: treeOrder(rows.map(readItem), bySiblingOrder) as DataRoomItem[], stamp: `${rows.length}:${items}:${files}` };
}

export const listRound = async (db: Db, propertyId: number, round: 1 | 2): Promise<DataRoomItem[]> =>
  (await readRound(db, propertyId, round)).items;

/**
 * What a round's rows are now, without reading them: their count and the sums of their items'
 * and files' transaction ids. Any committed change to them changes it, whichever server made it
 * and whether or not it went through this code: an insert or update gives the rows it writes a
 * transaction id above every older one (until the 32-bit ids wrap around, billions of
 * transactions on), so a sum can only grow unless rows go, which the count shows. The same text
 * as readRound's stamp for the same rows.
 */
export async function roundStamp(db: Db, propertyId: number, round: 1 | 2): Promise<string> {
  const [row] = await arrayRows(db, roundStatement(db, 'stamp', stampSelection, propertyId, round));
  return row.join(':');
}

const stampSelection = {
  count: sql<number>`count(*)::int`,
  items: sql<string>`coalesce(sum(${stampColumns.itemXmin}), 0)::text`,
  files: sql<string>`coalesce(sum(${stampColumns.fileXmin}), 0)::text`,
};

const answerer = alias(users, 'answerer');

/** External due-diligence requests matching `where`, oldest first, each with its heading. */
async function selectExtDdRequests(db: DbOrTx, where: SQL) {
  const rows = await db
    .select({
      id: externalDdRequests.id,
      propertyDataRoomId: externalDdRequests.propertyDataRoomId,
      requestType: externalDdRequests.requestType,
      title: externalDdRequests.title,
      body: externalDdRequests.body,
      heading: {
        id: propertyDataRoomItems.id,
        round: propertyDataRoomItems.round,
        level: propertyDataRoomItems.level,
        displayName: propertyDataRoomItems.displayName,
      },
      requestedBy: fullName(users),
      createdAt: externalDdRequests.createdAt,
      answeredAt: externalDdRequests.answeredAt,
      answeredBy: fullName(answerer),
      answeredNote: externalDdRequests.answeredNote,
    })
    .from(externalDdRequests)
    .innerJoin(propertyDataRoomItems, eq(propertyDataRoomItems.id, externalDdRequests.propertyDataRoomId))
    .leftJoin(users, eq(users.id, externalDdRequests.requestedById))
    .leftJoin(answerer, eq(answerer.id, externalDdRequests.answeredById))
    .where(where)
    .orderBy(asc(externalDdRequests.createdAt), asc(externalDdRequests.id));
  return rows.map((row) => ({
    ...row,
    requestType: row.requestType as 'file' | 'text',
    heading: { ...row.heading, round: row.heading.round as 1 | 2 },
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  }));
}

/** The external due-diligence requests raised on a property's headings. */
export const listExtDdRequests = (db: DbOrTx, propertyId: number) =>
  selectExtDdRequests(db, eq(propertyDataRoomItems.propertyId, propertyId));

/** A buyer's own requests on one round of a property's data room. */
export const listBuyerRequests = (db: DbOrTx, propertyId: number, round: 1 | 2, buyerId: number) =>
  selectExtDdRequests(
    db,
    and(
      eq(propertyDataRoomItems.propertyId, propertyId),
      eq(propertyDataRoomItems.round, round),
      eq(externalDdRequests.requestedById, buyerId),
    )!,
  );

/** One request as the list shows it. */
export async function getExtDdRequest(db: DbOrTx, id: number) {
  const [request] = await selectExtDdRequests(db, eq(externalDdRequests.id, id));
  return request;
}

const uploader = alias(users, 'uploader');
const decider = alias(users, 'decider');

/** One data room item as a round lists it. */
export async function getItem(db: DbOrTx, id: number): Promise<DataRoomItem | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(propertyDataRoomItems)
    .leftJoin(storedFiles, eq(storedFiles.id, propertyDataRoomItems.fileId))
    .where(eq(propertyDataRoomItems.id, id));
  return row && toItem(row);
}

/** Data room items as a round lists them, in the order of `ids`. */
export async function listItems(db: DbOrTx, ids: readonly number[]): Promise<DataRoomItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(propertyDataRoomItems)
    .leftJoin(storedFiles, eq(storedFiles.id, propertyDataRoomItems.fileId))
    .where(inArray(propertyDataRoomItems.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, toItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every version of a FILE item, newest first, each with its own decision. */
export async function listVersions(db: DbOrTx, itemId: number) {
  const rows = await db
    .select({
      version: dataRoomFileVersions.version,
      fileId: dataRoomFileVersions.fileId,
      fileName: storedFiles.originalName,
      fileSize: storedFiles.sizeBytes,
      contentType: storedFiles.contentType,
      isPublished: dataRoomFileVersions.isPublished,
      isRejected: dataRoomFileVersions.isRejected,
      rejectedReason: dataRoomFileVersions.rejectedReason,
      uploadedBy: fullName(uploader),
      uploadedAt: dataRoomFileVersions.createdAt,
      decidedBy: fullName(decider),
      decidedAt: dataRoomFileVersions.decidedAt,
    })
    .from(dataRoomFileVersions)
    .innerJoin(storedFiles, eq(storedFiles.id, dataRoomFileVersions.fileId))
    .leftJoin(uploader, eq(uploader.id, dataRoomFileVersions.uploadedById))
    .leftJoin(decider, eq(decider.id, dataRoomFileVersions.decidedById))
    .where(eq(dataRoomFileVersions.itemId, itemId))
    .orderBy(desc(dataRoomFileVersions.version));
  return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null }));
}

/** A data room file by its stored id (any version), with its version row and property; undefined for a file that is not a data room's. */
export async function getDataRoomFile(db: DbOrTx, fileId: number) {
  const [row] = await db
    .select({ file: storedFiles, version: dataRoomFileVersions, propertyId: propertyDataRoomItems.propertyId })
    .from(dataRoomFileVersions)
    .innerJoin(storedFiles, eq(storedFiles.id, dataRoomFileVersions.fileId))
    .innerJoin(propertyDataRoomItems, eq(propertyDataRoomItems.id, dataRoomFileVersions.itemId))
    .where(eq(dataRoomFileVersions.fileId, fileId));
  return row;
}
