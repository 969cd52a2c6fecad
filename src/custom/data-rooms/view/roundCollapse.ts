import type { DataRoomItem } from '@common/api/data-rooms';

type Collapsible = Pick<DataRoomItem, 'id' | 'parentId' | 'level' | 'itemType'>;

/** Spec §4 'Round 1 view': headings at levels 1 and 2 fold; they start folded. */
export const isCollapsible = (item: Collapsible) => item.itemType === 'DATA_ROOM' && (item.level === 1 || item.level === 2);

/**
 * The rows of a round that show with the headings in `expanded` open (spec §4 'Round 1 view';
 * the Manage Datarooms tab folds round 2 the same way, so a large round opens at once): a row shows
 * when every level-1 and level-2 heading above it is open, so it follows its nearest such
 * heading, and folding a section also folds what was opened inside it (opening it again brings
 * that back). The root and the level-1 headings always show. `items` is in tree order.
 */
export function foldedView<T extends Collapsible>(items: readonly T[], expanded: ReadonlySet<number>): T[] {
  const open = new Map<number, boolean>();
  return items.filter((item) => {
    const parentOpen = item.parentId === null ? true : (open.get(item.parentId) ?? true);
    // What a row passes on to its children: closed below a folded heading, or below a row not shown.
    open.set(item.id, parentOpen && (!isCollapsible(item) || expanded.has(item.id)));
    return parentOpen;
  });
}

/** The rows above `id` (its headings), so that opening them shows it; none without an id. */
export function ancestorsOf(items: readonly Collapsible[], id: number | undefined): Set<number> {
  const parents = new Map(items.map((item) => [item.id, item.parentId]));
  const above = new Set<number>();
  for (let at = id === undefined ? null : (parents.get(id) ?? null); at !== null && !above.has(at); at = parents.get(at) ?? null)
    above.add(at);
  return above;
}
