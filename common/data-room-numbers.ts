import type { DataRoomItem } from './api/data-rooms';

/** What the tree functions read of an item: its place in the tree and what it is. */
export type TreeItem = Pick<DataRoomItem, 'id' | 'parentId' | 'itemType'>;

/**
 * Index numbers of a round's headings (1, 1.2, 1.2.3), from its flat list in tree order. The
 * level-0 root is the round itself and stays unnumbered, so its children are 1, 2, …; files
 * take no number, so they never shift their headings'. Numbered over the whole round, hidden
 * items included, so that a number names the same heading on every tab (the Manage Datarooms
 * tab shows hidden rows), in an external request and in the readiness list sent to a seller.
 */
export function indexNumbers(items: readonly TreeItem[]): Map<number, string> {
  const numbers = new Map<number, string>();
  const childCount = new Map<number, number>();
  for (const item of items) {
    if (item.itemType !== 'DATA_ROOM' || item.parentId === null) continue;
    const position = (childCount.get(item.parentId) ?? 0) + 1;
    childCount.set(item.parentId, position);
    const parentNumber = numbers.get(item.parentId);
    numbers.set(item.id, parentNumber ? `${parentNumber}.${position}` : String(position));
  }
  return numbers;
}
