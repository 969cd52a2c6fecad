import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { versionOf } from '../../lib/record-version';
import { propertyContentItems, type PropertyContentItem } from '../../db/schema';
import { notFound } from '../../errors';
import { listRows, type ListRequest } from '../../lib/list-query';
import { natural } from '../../db/natural-order';
import { propertyOrder } from '../../lib/display-order';

export const contentItemColumns = {
  id: propertyContentItems.id,
  propertyId: propertyContentItems.propertyId,
  contentHeader: propertyContentItems.contentHeader,
  contentBody: propertyContentItems.contentBody,
  contentWidth: propertyContentItems.contentWidth,
  displayOrder: propertyContentItems.displayOrder,
  version: versionOf(propertyContentItems.updatedAt),
};
export type ContentItemRow = Pick<PropertyContentItem, Exclude<keyof typeof contentItemColumns, 'version'>> & { version: string };

export const contentItemSortable = {
  id: propertyContentItems.id,
  displayOrder: propertyContentItems.displayOrder,
  contentHeader: natural(propertyContentItems.contentHeader),
};

/** One property's blocks, in display order unless the client sorts otherwise. */
export function listContentItems(db: DbOrTx, propertyId: number, list: ListRequest<keyof typeof contentItemSortable>) {
  return listRows(db, propertyContentItems, contentItemColumns, contentOrder(propertyId).scope, list);
}

/** One property's blocks as a dense order (server/lib/display-order.ts moves them). */
export const contentOrder = propertyOrder(propertyContentItems, contentItemColumns);

export async function findContentItem(db: DbOrTx, id: number): Promise<ContentItemRow> {
  const [row] = await db.select(contentItemColumns).from(propertyContentItems).where(eq(propertyContentItems.id, id));
  if (!row) throw notFound('Content item');
  return row;
}
