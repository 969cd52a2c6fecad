import { and, eq, max, sql } from 'drizzle-orm';
import type { UploadedDataRoomFile } from '@common/api/data-rooms';
import type { Static } from 'typebox';
import type { Db, DbOrTx } from '../../db/client';
import { dataRoomFileVersions, propertyDataRoomItems } from '../../db/schema';
import { badRequest } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import type { SessionUser } from '../../lib/session-store';
import { KINDS } from '../../storage/file-kinds';
import { commitWithRows, insertStoredFile } from '../../storage/stored-files';
import type { PendingObject, Storage } from '../../storage/storage';
import { checkUploadContent, type UploadBytes, type UploadPolicy } from '../../storage/upload-content';
import { getItem } from './queries';
import { lockItem } from './review-writes';

export interface UploadTarget {
  headingId: number;
  propertyId: number;
}

/**
 * Deal documents, by their bytes: PDF, Word, Excel and PowerPoint (OOXML and 97–2003), scans and
 * photos, CSV and plain text, and ZIP archives (checked for bombs). Never a program, a script, an
 * HTML page or an SVG, whatever the name says: admins open these files on their own machines.
 */
export const DATA_ROOM_FILES: UploadPolicy = {
  accepts: 'A data room takes PDF, Word, Excel, PowerPoint, JPEG, PNG, GIF, WebP, AVIF, TIFF, CSV, text and ZIP files.',
  kinds: Object.values(KINDS),
};

/**
 * The heading a file goes under, locked so two uploads of one name become versions 1 and 2, never
 * two rows. Outside a transaction (a resumable upload's creation) the lock ends with the
 * statement: it is then the check that the heading takes files, before a byte is sent.
 */
export async function lockHeading(tx: DbOrTx, { headingId, propertyId }: UploadTarget) {
  const heading = await lockItem(tx, headingId, 'Data room heading');
  if (heading.propertyId !== propertyId) {
    throw badRequest('Invalid request: PropertyDataRoomId belongs to another property', {
      PropertyDataRoomId: 'belongs to another property',
    });
  }
  if (heading.itemType !== 'DATA_ROOM') {
    throw badRequest('Invalid request: PropertyDataRoomId is a file, not a heading', { PropertyDataRoomId: 'is a file, not a heading' });
  }
  return heading;
}

/**
 * Stores an uploaded file under a heading: a new FILE row (after the heading's other entries),
 * or, when the heading already holds a file of this name, that row's next version. Either way
 * the row now shows this upload, pending a decision. Runs inside the transaction that commits
 * the object.
 */
async function storeDataRoomFile(
  tx: DbOrTx,
  pending: PendingObject,
  target: UploadTarget,
  { originalName, contentType, uploadedById }: { originalName: string; contentType: string; uploadedById: number | null },
) {
  const heading = await lockHeading(tx, target);
  const stored = await insertStoredFile(tx, pending, { originalName, contentType, uploadedById });
  const decision = { fileId: stored.id, isPublished: false, isRejected: false, rejectedReason: null, updatedAt: new Date() };

  const [existing] = await tx
    .select({ id: propertyDataRoomItems.id })
    .from(propertyDataRoomItems)
    .where(
      and(
        eq(propertyDataRoomItems.parentId, heading.id),
        eq(propertyDataRoomItems.itemType, 'FILE'),
        eq(propertyDataRoomItems.displayName, originalName),
      ),
    );
  let itemId: number;
  let version = 1;
  if (existing) {
    itemId = existing.id;
    const [{ latest }] = await tx
      .select({ latest: max(dataRoomFileVersions.version) })
      .from(dataRoomFileVersions)
      .where(eq(dataRoomFileVersions.itemId, itemId));
    version = (latest ?? 0) + 1;
    await tx.update(propertyDataRoomItems).set(decision).where(eq(propertyDataRoomItems.id, itemId));
  } else {
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${propertyDataRoomItems.displayOrder}), 0)::int` })
      .from(propertyDataRoomItems)
      .where(eq(propertyDataRoomItems.parentId, heading.id));
    const [created] = await tx
      .insert(propertyDataRoomItems)
      .values({
        propertyId: heading.propertyId,
        round: heading.round,
        itemType: 'FILE',
        level: heading.level + 1,
        parentId: heading.id,
        displayName: originalName,
        displayOrder: last + 1,
        ...decision,
      })
      .returning({ id: propertyDataRoomItems.id });
    itemId = created.id;
  }
  await tx.insert(dataRoomFileVersions).values({ itemId, version, fileId: stored.id, uploadedById });
  return { itemId, version, heading, stored };
}

/**
 * A written upload becomes a data room file, whichever way its bytes came (one multipart POST, or
 * a resumable upload for a large one): its type judged from its bytes (`uploadedName` cleaned
 * already), then the stored file, the FILE row or its next version and the audit entry in one
 * transaction that also commits the object. Answers the row as the round lists it, with its version.
 */
export async function recordDataRoomUpload(
  { db, storage }: { db: Db; storage: Storage },
  user: SessionUser | null,
  file: PendingObject & UploadBytes,
  target: UploadTarget,
  { uploadedName, policy }: { uploadedName: string; policy: UploadPolicy },
): Promise<Static<typeof UploadedDataRoomFile>> {
  const { contentType, name: originalName } = await checkUploadContent(file, uploadedName, policy, 'File');
  const stored = await commitWithRows(db, storage, [file], (tx) =>
    auditedWrite(tx, user, async (write, audit) => {
      const result = await storeDataRoomFile(write, file, target, { originalName, contentType, uploadedById: user?.id ?? null });
      await audit({
        entityType: 'data room file',
        entityId: result.itemId,
        propertyId: target.propertyId,
        description: `Uploaded '${originalName}' (version ${result.version}) under '${result.heading.displayName}'`,
        after: { fileName: originalName, version: result.version, size: file.size, contentType: result.stored.contentType },
      });
      return result;
    }),
  );
  const item = await getItem(db, stored.itemId);
  return { ...item!, version: stored.version };
}
