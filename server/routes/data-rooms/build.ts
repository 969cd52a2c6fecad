import { asc, eq } from 'drizzle-orm';
import type { ChecklistName } from '@common/api/data-rooms';
import type { DbOrTx } from '../../db/client';
import { checklistItems, checklists, properties, propertyDataRoomItems } from '../../db/schema';
import { conflict, notFound } from '../../errors';

/**
 * Copies a checklist's template into the property's data room and sets the checklist on the
 * property, once (spec §4: chosen only while none is set). The property row is locked first, so
 * of two builds racing, the second waits and then finds the checklist set: 409, never two trees.
 * Headings are inserted a level at a time, each level's parents known from the one before.
 */
export async function buildDataRoom(tx: DbOrTx, propertyId: number, checklistName: ChecklistName) {
  const [property] = await tx
    .select({ id: properties.id, checklistId: properties.checklistId, checklist: checklists.name })
    .from(properties)
    .leftJoin(checklists, eq(checklists.id, properties.checklistId))
    .where(eq(properties.id, propertyId))
    .for('update', { of: properties });
  if (!property) throw notFound('Property');
  if (property.checklistId !== null) {
    throw conflict(`The data room of this property is already built from the ${property.checklist} checklist`, {
      checklistName: 'is already set on this property',
    });
  }
  const [checklist] = await tx.select({ id: checklists.id }).from(checklists).where(eq(checklists.name, checklistName));
  if (!checklist) throw notFound('Checklist');

  const template = await tx
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.checklistId, checklist.id))
    .orderBy(asc(checklistItems.level), asc(checklistItems.id));
  const built = new Map<number, number>();
  for (let level = 0; level <= 4; level++) {
    const rows = template.filter((item) => item.level === level);
    if (rows.length === 0) continue;
    const inserted = await tx
      .insert(propertyDataRoomItems)
      .values(
        rows.map((item) => ({
          propertyId,
          round: item.round,
          itemType: 'DATA_ROOM',
          level,
          parentId: item.parentId === null ? null : built.get(item.parentId),
          checkListId: item.id,
          displayName: item.displayName,
          requiresDocument: item.requiresDocument,
          displayOrder: item.displayOrder,
        })),
      )
      .returning({ id: propertyDataRoomItems.id, checkListId: propertyDataRoomItems.checkListId });
    for (const row of inserted) built.set(row.checkListId!, row.id);
  }
  await tx.update(properties).set({ checklistId: checklist.id, updatedAt: new Date() }).where(eq(properties.id, propertyId));
  return {
    propertyId,
    checklist: checklistName,
    headings: {
      round1: template.filter((item) => item.round === 1).length,
      round2: template.filter((item) => item.round === 2).length,
    },
  };
}
