import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { propertyMediaItems, type PropertyMediaItem } from '../../db/schema';
import { notFound } from '../../errors';
import { propertyOrder } from '../../lib/display-order';
import { listRows, type ListRequest } from '../../lib/list-query';

export const mediaItemColumns = {
  id: propertyMediaItems.id,
  propertyId: propertyMediaItems.propertyId,
  title: propertyMediaItems.title,
  fileType: propertyMediaItems.fileType,
  mediaLink: propertyMediaItems.mediaLink,
  displayOrder: propertyMediaItems.displayOrder,
  isActive: propertyMediaItems.isActive,
};
export type MediaItemRow = Pick<PropertyMediaItem, keyof typeof mediaItemColumns>;

export const mediaItemSortable = {
  id: propertyMediaItems.id,
  displayOrder: propertyMediaItems.displayOrder,
  title: propertyMediaItems.title,
};

/** One property's media, in display order (ties by id) unless the client sorts otherwise. */
export function listMediaItems(db: DbOrTx, propertyId: number, list: ListRequest<keyof typeof mediaItemSortable>) {
  return listRows(db, propertyMediaItems, mediaItemColumns, mediaOrder(propertyId).scope, list);
}

/** One property's media as a dense order (server/lib/display-order.ts moves them). */
export const mediaOrder = propertyOrder(propertyMediaItems, mediaItemColumns);

export async function findMediaItem(db: DbOrTx, id: number): Promise<MediaItemRow> {
  const [row] = await db.select(mediaItemColumns).from(propertyMediaItems).where(eq(propertyMediaItems.id, id));
  if (!row) throw notFound('Media item');
  return row;
}
