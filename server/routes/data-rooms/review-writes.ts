import { eq, max } from 'drizzle-orm';
import { REJECTION_REASON_MESSAGE, REJECTION_REASON_MIN } from '@common/api/data-rooms';
import type { DbOrTx } from '../../db/client';
import { dataRoomFileVersions, externalDdRequests, propertyDataRoomItems } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { lockAllFound } from '../../lib/all-found';
import type { RecordAudit } from '../../lib/audit';

/** The item as it stands, locked until the transaction ends, so the audit's before is what this write replaces. */
export async function lockItem(tx: DbOrTx, id: number, what = 'Data room item') {
  const [item] = await tx.select().from(propertyDataRoomItems).where(eq(propertyDataRoomItems.id, id)).for('update');
  if (!item) throw notFound(what);
  return item;
}

export async function setVisibility(tx: DbOrTx, id: number, isVisible: boolean) {
  await tx.update(propertyDataRoomItems).set({ isVisible, updatedAt: new Date() }).where(eq(propertyDataRoomItems.id, id));
}

/** Spec §5: a rejection needs a reason of at least 10 characters once trimmed; publishing clears an earlier rejection. */
export function decisionOf(publish: boolean, reason: string | null | undefined) {
  if (publish) return { isPublished: true, isRejected: false, rejectedReason: null };
  const trimmed = (reason ?? '').trim();
  if (trimmed.length < REJECTION_REASON_MIN) throw badRequest(REJECTION_REASON_MESSAGE, { rejectedReason: REJECTION_REASON_MESSAGE });
  return { isPublished: false, isRejected: true, rejectedReason: trimmed };
}

/**
 * Records a decision on one version of a file (named by its stored file id), who made it and
 * when; when it is the newest version, the file's row shows it too.
 */
async function decide(
  tx: DbOrTx,
  fileId: number,
  decision: ReturnType<typeof decisionOf>,
  actorId: number | null,
  check?: (locked: Awaited<ReturnType<typeof lockItem>>) => Promise<void>,
) {
  const [version] = await tx.select().from(dataRoomFileVersions).where(eq(dataRoomFileVersions.fileId, fileId)).for('update');
  if (!version) throw notFound('Data room file');
  const item = await lockItem(tx, version.itemId);
  await check?.(item);
  await tx
    .update(dataRoomFileVersions)
    .set({ ...decision, decidedById: actorId, decidedAt: new Date() })
    .where(eq(dataRoomFileVersions.id, version.id));
  const [{ newest }] = await tx
    .select({ newest: max(dataRoomFileVersions.version) })
    .from(dataRoomFileVersions)
    .where(eq(dataRoomFileVersions.itemId, item.id));
  if (newest === version.version) {
    await tx
      .update(propertyDataRoomItems)
      .set({ ...decision, updatedAt: new Date() })
      .where(eq(propertyDataRoomItems.id, item.id));
  }
  return { item, version };
}

/**
 * A decision on one file and its audit entry: the single decision and the bulk publish alike, so
 * each file published in a batch keeps the same decision record and entry as one decided alone.
 */
export async function decideAudited(
  tx: DbOrTx,
  audit: RecordAudit,
  fileId: number,
  decision: ReturnType<typeof decisionOf>,
  actorId: number | null,
  check?: Parameters<typeof decide>[4],
) {
  const { item, version } = await decide(tx, fileId, decision, actorId, check);
  await audit({
    entityType: 'data room file',
    entityId: item.id,
    propertyId: item.propertyId,
    description: `${decision.isPublished ? 'Published' : 'Rejected'} '${item.displayName}' (version ${version.version})`,
    before: { isPublished: version.isPublished, isRejected: version.isRejected, rejectedReason: version.rejectedReason },
    after: decision,
  });
  return item;
}

/**
 * Locks the versions of every file a batch names, in fileId order (so two batches over the same
 * files wait for each other rather than deadlock), and refuses the batch, before any decision is
 * written, if one of them is not a data room file.
 */
export async function lockFileVersions(tx: DbOrTx, fileIds: readonly number[]) {
  const locked = await lockAllFound(tx, dataRoomFileVersions, 'fileId', fileIds, { one: 'Data room file', many: 'Data room files' });
  return locked.map((row) => row.fileId);
}

interface RequestParts {
  requesttype: 'file' | 'text';
  documenttitle?: string;
  documentdescription?: string;
  queryTitle?: string;
  queryBody?: string;
}

/** A document request's title and description, or an information request's; each part missing or blank is named. */
export function requestTexts(body: RequestParts): { title: string; body: string } {
  const [titleField, bodyField] =
    body.requesttype === 'file' ? (['documenttitle', 'documentdescription'] as const) : (['queryTitle', 'queryBody'] as const);
  const title = body[titleField]?.trim() ?? '';
  const text = body[bodyField]?.trim() ?? '';
  const missing = { ...(title ? {} : { [titleField]: 'is required' }), ...(text ? {} : { [bodyField]: 'is required' }) };
  if (Object.keys(missing).length) throw badRequest(`Invalid request: ${Object.keys(missing).join(' and ')} required`, missing);
  return { title, body: text };
}

/** Spec §9: requests are raised on headings of levels 1 to 4. */
export async function addRequest(
  tx: DbOrTx,
  headingId: number,
  requestType: 'file' | 'text',
  texts: { title: string; body: string },
  actorId: number | null,
) {
  const heading = await lockItem(tx, headingId);
  if (heading.itemType !== 'DATA_ROOM' || heading.level < 1 || heading.level > 4) {
    throw badRequest('Invalid request: requests are raised on headings of levels 1 to 4', {
      propertyDataRoomId: 'is not a heading of levels 1 to 4',
    });
  }
  const [created] = await tx
    .insert(externalDdRequests)
    .values({ propertyDataRoomId: headingId, requestType, ...texts, requestedById: actorId })
    .returning();
  return { created, heading };
}

/** The note of a request marked answered, trimmed; a blank one is refused as a missing one is. */
export function answerNote(note: string): string {
  const trimmed = note.trim();
  if (!trimmed) throw badRequest('Invalid request: note is required', { note: 'is required' });
  return trimmed;
}

/**
 * Marks an external due-diligence request answered with a note (issue 32 'Inbox'), by whom and
 * when; marking it again replaces them. The request is locked, so the audit's before is what this
 * write replaces.
 */
export async function markAnswered(tx: DbOrTx, id: number, note: string, actorId: number | null) {
  const [found] = await tx
    .select({ request: externalDdRequests, propertyId: propertyDataRoomItems.propertyId })
    .from(externalDdRequests)
    .innerJoin(propertyDataRoomItems, eq(propertyDataRoomItems.id, externalDdRequests.propertyDataRoomId))
    .where(eq(externalDdRequests.id, id))
    .for('update', { of: externalDdRequests });
  if (!found) throw notFound('External due-diligence request');
  const [after] = await tx
    .update(externalDdRequests)
    .set({ answeredAt: new Date(), answeredById: actorId, answeredNote: note })
    .where(eq(externalDdRequests.id, id))
    .returning();
  return { before: found.request, after, propertyId: found.propertyId };
}
