import { eq } from 'drizzle-orm';
import type { App } from '../../../server/app';
import { auditAbout } from './activity';
import { idsAndOrders, storedInOrder } from './reorder-answer';
import { propertyContentItems } from '../../../server/db/schema';

/** Replaces a property's blocks with ones of these headers, in this order (1..n); answers their ids. */
export async function setBlocks(app: App, propertyId: number, headers: string[]): Promise<number[]> {
  await app.db.delete(propertyContentItems).where(eq(propertyContentItems.propertyId, propertyId));
  if (headers.length === 0) return [];
  const rows = await app.db
    .insert(propertyContentItems)
    .values(headers.map((contentHeader, i) => ({ propertyId, contentHeader, contentBody: `<p>${contentHeader}</p>`, displayOrder: i + 1 })))
    .returning({ id: propertyContentItems.id });
  return rows.map((r) => r.id);
}

/** A property's blocks as stored, by display order then id. */
export const storedBlocks = (app: App, propertyId: number) => storedInOrder(app, propertyContentItems, propertyId);

/** The ids in display order and their display orders, to check the order is dense. */
export const orderOf = async (app: App, propertyId: number) => idsAndOrders(await storedBlocks(app, propertyId));

/** 1..n */
export const dense = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The audit entries written about content items of a property, oldest first. */
export const contentAudit = (app: App, propertyId: number) => auditAbout(app, propertyId, 'content item');
