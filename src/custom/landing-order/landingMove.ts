import { moveAfter } from '../../components/dnd/moveAfter';

/** What the API is told about one drag, and the order to show until the list reloads. */
export interface LandingMove<R> {
  propertyId: number;
  /** The property it now follows; 0 when it moved to the top (spec §7). */
  propertyBeforeId: number;
  rows: R[];
}

/** Spec §4 'Landing order drag': the property sits after the row above its drop position (see moveAfter). Null: no move. */
export function landingMove<R extends { id: number; displayOrder: number }>(rows: R[], from: number, to: number): LandingMove<R> | null {
  const move = moveAfter(rows, from, to);
  return move && { propertyId: move.moved.id, propertyBeforeId: move.beforeId, rows: move.rows };
}
