import { and, asc, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DataRoomItem } from '@common/api/data-rooms';
import { treeOrder } from './tree-order';
import type { DbOrTx } from '../../db/client';
import { dataRoomFileVersions, externalDdRequests, propertyDataRoomItems, storedFiles, users } from '../../db/schema';
import { fullName } from '../../lib/full-name';
import { versionOfDate } from '../../lib/record-version';

const itemColumns = {
  ...getTableColumns(propertyDataRoomItems),
  fileName: storedFiles.originalName,
  fileSize: storedFiles.sizeBytes,
  contentType: storedFiles.contentType,
};

/** A selected row: the item's columns and its file's. */
type ItemRow = Omit<DataRoomItem, 'round' | 'itemType' | 'version'> & {
  round: number;
  itemType: string;
  propertyId: number;
  createdAt: Date;
  updatedAt: Date;
};

/** A row as the API shows it (spec §3), without the property and the timestamps but with its version. */
function toItem({ propertyId: _property, createdAt: _created, updatedAt, ...item }: ItemRow): DataRoomItem {
  return { ...item, round: item.round as 1 | 2, itemType: item.itemType as 'DATA_ROOM' | 'FILE', version: versionOfDate(updatedAt) };
}

/**
 * One round of a property's data room as a flat list in tree order (each heading, then its
 * subtree, siblings by display order), with each FILE's stored name, size and type: one select
 * by (property, round), ordered into a tree in memory.
 */
export async function listRound(db: DbOrTx, propertyId: number, round: 1 | 2): Promise<DataRoomItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(propertyDataRoomItems)
    .leftJoin(storedFiles, eq(storedFiles.id, propertyDataRoomItems.fileId))
    .where(and(eq(propertyDataRoomItems.propertyId, propertyId), eq(propertyDataRoomItems.round, round)))
    .orderBy(asc(propertyDataRoomItems.displayOrder), asc(propertyDataRoomItems.id));
  return treeOrder(rows).map(toItem);
}

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
