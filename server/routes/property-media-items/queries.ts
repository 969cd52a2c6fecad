import { eq, fillPlaceholders, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { propertyMediaItems, type PropertyMediaItem } from '../../db/schema';
import { notFound } from '../../errors';
import { propertyOrder } from '../../lib/display-order';
import type { ListRequest } from '../../lib/list-query';
import { positionalPagedRows } from '../../lib/positional-list';
import { positionalRows } from '../../lib/positional-rows';
import { preparedCache } from '../../lib/prepared-cache';

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

const readItem = positionalRows<MediaItemRow>(mediaItemColumns);
const listStatements = preparedCache<{ getQuery(): { sql: string; params: unknown[] } }>();

/**
 * One property's media, in display order (ties by id) unless the client sorts otherwise. The
 * statement is built once per sort and paging (Drizzle's building it was a sixth of the request).
 */
export function listMediaItems(db: Db, propertyId: number, list: ListRequest<keyof typeof mediaItemSortable>) {
  const shape = `${list.sortField} ${list.sortOrder} ${list.page ? 'page' : 'all'}`;
  const statement = listStatements(db, shape, () => {
    const query = db
      .select(mediaItemColumns)
      .from(propertyMediaItems)
      .where(eq(propertyMediaItems.propertyId, sql.placeholder('propertyId')))
      .orderBy(...list.orderBy)
      .$dynamic();
    return (list.page ? query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) : query).prepare('');
  }).getQuery();
  const { scope } = mediaOrder(propertyId);
  return positionalPagedRows(
    db,
    (page) => ({ sql: statement.sql, params: fillPlaceholders(statement.params, { propertyId, ...page }) }),
    list.page,
    readItem,
    () => db.$count(propertyMediaItems, scope),
  );
}

/** One property's media as a dense order (server/lib/display-order.ts moves them). */
export const mediaOrder = propertyOrder(propertyMediaItems, mediaItemColumns);

export async function findMediaItem(db: DbOrTx, id: number): Promise<MediaItemRow> {
  const [row] = await db.select(mediaItemColumns).from(propertyMediaItems).where(eq(propertyMediaItems.id, id));
  if (!row) throw notFound('Media item');
  return row;
}
