import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { propertyContentItems } from '../../db/schema';
import { badRequest, notFound, type FieldErrors } from '../../errors';
import { deleteFromOrder, lockDisplayOrder, moveInOrder } from '../../lib/display-order';
import { assertItemOf, assertPropertyExists } from '../../lib/property-scope';
import { contentItemColumns, contentOrder, findContentItem, type ContentItemRow } from './queries';

export interface ContentFields {
  contentHeader: string;
  contentBody: string;
  contentWidth: number;
}

/**
 * Spec §5 'Add content block': header and body are both required, and text that is only
 * spaces counts as missing. The header is trimmed; the body (HTML) is kept exactly as given.
 */
export function contentFrom(body: { contentHeader: string; contentBody: string; contentWidth?: number }): ContentFields {
  const fields: FieldErrors = {};
  if (!body.contentHeader.trim()) fields.contentHeader = 'is required';
  if (!body.contentBody.trim()) fields.contentBody = 'is required';
  if (Object.keys(fields).length) {
    throw badRequest(
      `Invalid request: ${Object.keys(fields)
        .map((f) => `${f} is required`)
        .join('; ')}`,
      fields,
    );
  }
  return { contentHeader: body.contentHeader.trim(), contentBody: body.contentBody, contentWidth: body.contentWidth ?? 1 };
}

/** Moves a block to a zero-based index (the order's lock already held); answers it as it now stands. */
async function placeAt(tx: DbOrTx, propertyId: number, itemId: number, index: number): Promise<ContentItemRow> {
  const moved = await moveInOrder(tx, contentOrder(propertyId), itemId, { index });
  // Created or written under the lock this transaction holds: it is in the property's order.
  return moved!.rows.find((row) => row.id === itemId)!;
}

/**
 * Adds a block after the property's last one (max + 1, or 1 if none: spec §4), or at the
 * one-based `position` asked for, the blocks from there on moving down one.
 */
export async function createContentItem(
  tx: DbOrTx,
  propertyId: number,
  content: ContentFields,
  position?: number,
): Promise<ContentItemRow> {
  await assertPropertyExists(tx, propertyId);
  await lockDisplayOrder(tx, propertyContentItems, propertyId);
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${propertyContentItems.displayOrder}), 0)::int` })
    .from(propertyContentItems)
    .where(eq(propertyContentItems.propertyId, propertyId));
  const [created] = await tx
    .insert(propertyContentItems)
    .values({ propertyId, ...content, displayOrder: last + 1 })
    .returning(contentItemColumns);
  if (position === undefined || position > last) return created;
  return placeAt(tx, propertyId, created.id, position - 1);
}

/** The block `id` of `propertyId`: 404 when there is none, 400 when it belongs to another property. */
export async function findItemOf(db: DbOrTx, id: number, propertyId: number, field: string): Promise<ContentItemRow> {
  return assertItemOf(await findContentItem(db, id), propertyId, field);
}

/**
 * Saves header, body and width; a one-based `position` moves the block there (clamped to the
 * end). `check` sees the block as it stands once every other writer of the property's blocks
 * is held off (an edit made on an older version is refused there).
 */
export async function updateContentItem(
  tx: DbOrTx,
  current: ContentItemRow,
  content: ContentFields,
  { position, check }: { position?: number; check?: (locked: ContentItemRow) => Promise<void> } = {},
): Promise<ContentItemRow> {
  // Locked before the row is written: a mover holding the lock renumbers this row too, and
  // taking the two in the other order could deadlock with it.
  await lockDisplayOrder(tx, propertyContentItems, current.propertyId);
  if (check) await check(await findContentItem(tx, current.id));
  const [updated] = await tx
    .update(propertyContentItems)
    .set({ ...content, updatedAt: new Date() })
    .where(eq(propertyContentItems.id, current.id))
    .returning(contentItemColumns);
  // Read before the lock: a delete that held it may have removed the block since.
  if (!updated) throw notFound('Content item');
  if (position === undefined) return updated;
  return placeAt(tx, current.propertyId, current.id, position - 1);
}

/**
 * Spec §4 'Content item order': the dragged block goes to the zero-based `index` (past the
 * end: the end) and the property's blocks are renumbered 1..n in the new order.
 */
export async function moveContentItem(tx: DbOrTx, propertyId: number, itemId: number, index: number) {
  const moved = await moveInOrder(tx, contentOrder(propertyId), itemId, { index });
  if (moved) return moved;
  // Not among the property's blocks: no such property, no such block, or another property's.
  await assertPropertyExists(tx, propertyId);
  await findItemOf(tx, itemId, propertyId, 'propertyContentItemId');
  throw notFound('Content item');
}

/** Deletes a block and closes the gap it leaves, so the order stays 1..n. Answers the deleted row. */
export async function deleteContentItem(tx: DbOrTx, id: number): Promise<ContentItemRow> {
  const { propertyId } = await findContentItem(tx, id);
  const deleted = await deleteFromOrder(tx, contentOrder(propertyId), id);
  if (!deleted) throw notFound('Content item');
  return deleted;
}
