/** One drag of a row: the row moved, the row it now follows (its id; 0 at the top), the new order. */
export interface AfterMove<R> {
  moved: R;
  beforeId: number;
  rows: R[];
}

/**
 * A drop of the row at `from` onto position `to` (both zero-based, as the drag library reports
 * them), for APIs that place a row after another (spec §7: landing order, media items): the
 * row now sits after the row above its drop position, or at the top. That row is read from the
 * list without the dragged one, since every row below it moved up when it left; reading the
 * original list would name the row one too far down on a downward drag. The shown display
 * orders are renumbered in place; the reload brings the server's. Null: no move.
 */
export function moveAfter<R extends { id: number; displayOrder: number }>(rows: R[], from: number, to: number): AfterMove<R> | null {
  if (from === to || from < 0 || from >= rows.length || to < 0 || to >= rows.length) return null;
  const rest = rows.filter((_, i) => i !== from);
  const moved = rows[from];
  const reordered = [...rest.slice(0, to), moved, ...rest.slice(to)];
  return {
    moved,
    beforeId: to === 0 ? 0 : rest[to - 1].id,
    rows: reordered.map((row, i) => ({ ...row, displayOrder: rows[i].displayOrder })),
  };
}
