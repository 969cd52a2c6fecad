import { asc, desc, eq, getTableColumns, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DataRoomItem } from '@common/api/data-rooms';
import type { DbOrTx } from '../../db/client';
import { dataRoomFileVersions, externalDdRequests, propertyDataRoomItems, storedFiles, users } from '../../db/schema';

type RoundRow = {
  id: number;
  round: 1 | 2;
  item_type: 'DATA_ROOM' | 'FILE';
  level: number;
  parent_id: number | null;
  check_list_id: number | null;
  display_name: string;
  requires_document: boolean;
  is_visible: boolean;
  is_published: boolean;
  is_rejected: boolean;
  rejected_reason: string | null;
  file_id: number | null;
  display_order: number;
  file_name: string | null;
  file_size: string | number | null;
  content_type: string | null;
};

/**
 * One round of a property's data room as a flat list in tree order (each heading, then its
 * subtree, siblings by display order): one recursive query walking down from the round's roots,
 * ordered by the path of (display order, id) pairs, with each FILE's stored name, size and type.
 */
export async function listRound(db: DbOrTx, propertyId: number, round: 1 | 2): Promise<DataRoomItem[]> {
  const { rows } = await db.execute<RoundRow>(sql`
    with recursive tree as (
      select i.*, array[i.display_order, i.id] as path
        from property_data_room_items i
       where i.property_id = ${propertyId} and i.round = ${round} and i.parent_id is null
      union all
      select c.*, t.path || array[c.display_order, c.id]
        from property_data_room_items c
        join tree t on c.parent_id = t.id
    )
    select t.id, t.round, t.item_type, t.level, t.parent_id, t.check_list_id, t.display_name, t.requires_document,
           t.is_visible, t.is_published, t.is_rejected, t.rejected_reason, t.file_id, t.display_order,
           f.original_name as file_name, f.size_bytes as file_size, f.content_type
      from tree t
      left join stored_files f on f.id = t.file_id
     order by t.path`);
  return rows.map((row) => ({
    id: row.id,
    round: Number(row.round) as 1 | 2,
    itemType: row.item_type,
    level: Number(row.level),
    parentId: row.parent_id,
    checkListId: row.check_list_id,
    displayName: row.display_name,
    requiresDocument: row.requires_document,
    isVisible: row.is_visible,
    isPublished: row.is_published,
    isRejected: row.is_rejected,
    rejectedReason: row.rejected_reason,
    fileId: row.file_id,
    displayOrder: row.display_order,
    fileName: row.file_name,
    fileSize: row.file_size === null ? null : Number(row.file_size),
    contentType: row.content_type,
  }));
}

/** The external due-diligence requests raised on a property's headings, oldest first, each with its heading. */
export async function listExtDdRequests(db: DbOrTx, propertyId: number) {
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
    })
    .from(externalDdRequests)
    .innerJoin(propertyDataRoomItems, eq(propertyDataRoomItems.id, externalDdRequests.propertyDataRoomId))
    .leftJoin(users, eq(users.id, externalDdRequests.requestedById))
    .where(eq(propertyDataRoomItems.propertyId, propertyId))
    .orderBy(asc(externalDdRequests.createdAt), asc(externalDdRequests.id));
  return rows.map((row) => ({
    ...row,
    requestType: row.requestType as 'file' | 'text',
    heading: { ...row.heading, round: row.heading.round as 1 | 2 },
    createdAt: row.createdAt.toISOString(),
  }));
}

const uploader = alias(users, 'uploader');
const decider = alias(users, 'decider');
const fullName = (person: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${person.firstName}, ${person.lastName})), '')`;

/** One data room item as a round lists it. */
export async function getItem(db: DbOrTx, id: number): Promise<DataRoomItem | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(propertyDataRoomItems),
      fileName: storedFiles.originalName,
      fileSize: storedFiles.sizeBytes,
      contentType: storedFiles.contentType,
    })
    .from(propertyDataRoomItems)
    .leftJoin(storedFiles, eq(storedFiles.id, propertyDataRoomItems.fileId))
    .where(eq(propertyDataRoomItems.id, id));
  if (!row) return undefined;
  const { propertyId: _property, createdAt: _created, updatedAt: _updated, ...item } = row;
  return { ...item, round: item.round as 1 | 2, itemType: item.itemType as 'DATA_ROOM' | 'FILE' };
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

/** A data room file by its stored id (any version), with its item; undefined for a file that is not a data room's. */
export async function getDataRoomFile(db: DbOrTx, fileId: number) {
  const [row] = await db
    .select({ file: storedFiles, version: dataRoomFileVersions })
    .from(dataRoomFileVersions)
    .innerJoin(storedFiles, eq(storedFiles.id, dataRoomFileVersions.fileId))
    .where(eq(dataRoomFileVersions.fileId, fileId));
  return row;
}
