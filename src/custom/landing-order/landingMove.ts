/** What the API is told about one drag, and the order to show until the list reloads. */
export interface LandingMove<R> {
  propertyId: number;
  /** The property it now follows; 0 when it moved to the top (spec §7). */
  propertyBeforeId: number;
  rows: R[];
}

/**
 * A drop of the row at `from` onto position `to` (both zero-based, as the drag library reports
 * them): the property now sits after the row above its drop position, or at the top. That row
 * is read from the list without the dragged one, since every row below it moved up when it
 * left; reading the original list would name the row one too far down on a downward drag.
 * The shown display orders are renumbered in place; the reload brings the server's. Null: no move.
 */
export function landingMove<R extends { id: number; displayOrder: number }>(rows: R[], from: number, to: number): LandingMove<R> | null {
  if (from === to || from < 0 || from >= rows.length || to < 0 || to >= rows.length) return null;
  const rest = rows.filter((_, i) => i !== from);
  const moved = rows[from];
  const reordered = [...rest.slice(0, to), moved, ...rest.slice(to)];
  return {
    propertyId: moved.id,
    propertyBeforeId: to === 0 ? 0 : rest[to - 1].id,
    rows: reordered.map((row, i) => ({ ...row, displayOrder: rows[i].displayOrder })),
  };
}
