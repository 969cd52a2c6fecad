import type { DataRoomItem } from '@common/api/data-rooms';
import type { TreeItem } from './treeIndex';

/**
 * Spec §2: the read-only tabs leave hidden items out, and with them everything beneath, since
 * a hidden heading hides its files. The list is in tree order, so a parent is met before its
 * children.
 */
export function withoutHidden<T extends TreeItem & Pick<DataRoomItem, 'isVisible'>>(items: readonly T[]): T[] {
  const shown = new Set<number>();
  return items.filter((item) => {
    const keep = item.isVisible && (item.parentId === null || shown.has(item.parentId));
    if (keep) shown.add(item.id);
    return keep;
  });
}

/** Lower case, accents off, spaces collapsed: 'Title  Déeds' is found by 'title deeds'. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The items `matches` picks, with their ancestors, so that each is still seen where it sits; in tree order. */
export function withAncestors<T extends TreeItem>(items: readonly T[], matches: (item: T) => boolean): T[] {
  const parentOf = new Map(items.map((item) => [item.id, item.parentId]));
  const kept = new Set<number>();
  for (const item of items) {
    if (!matches(item)) continue;
    for (let id: number | null | undefined = item.id; id != null && !kept.has(id); id = parentOf.get(id)) kept.add(id);
  }
  return items.filter((item) => kept.has(item.id));
}

/**
 * The items whose name (a heading's, or a file's own name) or index number contains the
 * filter, with their ancestors. An empty filter keeps everything.
 */
export function filterTree<T extends TreeItem & Pick<DataRoomItem, 'displayName' | 'fileName'>>(
  items: readonly T[],
  filter: string,
  numbers: ReadonlyMap<number, string> = new Map(),
): T[] {
  const wanted = fold(filter);
  if (!wanted) return [...items];
  return withAncestors(items, (item) =>
    [item.displayName, item.fileName ?? '', numbers.get(item.id) ?? ''].some((name) => fold(name).includes(wanted)),
  );
}

/** The items with a hidden heading somewhere above them: buyers do not see them, whatever their own flag says. */
export function underHiddenHeading<T extends TreeItem & Pick<DataRoomItem, 'isVisible'>>(items: readonly T[]): Set<number> {
  const shown = new Set(withoutHidden(items).map((item) => item.id));
  const under = new Set<number>();
  for (const item of items) {
    if (item.parentId !== null && (under.has(item.parentId) || !shown.has(item.parentId))) under.add(item.id);
  }
  return under;
}
