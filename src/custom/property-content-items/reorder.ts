/** Anything with a spec §4 display order (1, 2, 3, ...). */
interface Ordered {
  displayOrder: number;
}

/** The list in display order (the API answers it sorted; a copy is never trusted blindly). */
export const byDisplayOrder = <T extends Ordered>(items: readonly T[]): T[] => [...items].sort((a, b) => a.displayOrder - b.displayOrder);

/**
 * Spec §4 'Content item order': after a drag-and-drop the list is renumbered from 1 in its new
 * order. `from` and `to` are zero-based positions; an out-of-range `from` changes nothing.
 * Items whose number is unchanged keep their identity, so React re-renders only what moved.
 */
export function moveAndRenumber<T extends Ordered>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(Math.min(Math.max(to, 0), next.length), 0, moved);
  return next.map((item, index) => (item.displayOrder === index + 1 ? item : { ...item, displayOrder: index + 1 }));
}

/** Spec §4: a new block goes one past the current maximum (1 when there is none). */
export const nextDisplayOrder = (items: readonly Ordered[]): number => items.reduce((max, item) => Math.max(max, item.displayOrder), 0) + 1;
