import { describe, expect, it } from 'vitest';
import { landingMove } from '../../src/custom/landing-order/landingMove';

// Five properties in landing order; ids differ from positions so a mix-up shows.
const rows = [11, 12, 13, 14, 15].map((id, i) => ({ id, displayOrder: i + 1 }));
const ids = (list: { id: number }[]) => list.map((row) => row.id);

describe('landingMove', () => {
  it('moving down names the row above the drop position in the list without the dragged row', () => {
    // 12 dropped at index 3: [11, 13, 14, 12, 15], so it follows 14 (not 15, the original index 3).
    const move = landingMove(rows, 1, 3)!;
    expect(move.propertyId).toBe(12);
    expect(move.propertyBeforeId).toBe(14);
    expect(ids(move.rows)).toEqual([11, 13, 14, 12, 15]);
  });

  it('moving up names the row above the drop position', () => {
    const move = landingMove(rows, 3, 1)!;
    expect(move).toMatchObject({ propertyId: 14, propertyBeforeId: 11 });
    expect(ids(move.rows)).toEqual([11, 14, 12, 13, 15]);
  });

  it('a drop at the top sends propertyBeforeId 0', () => {
    const move = landingMove(rows, 4, 0)!;
    expect(move).toMatchObject({ propertyId: 15, propertyBeforeId: 0 });
    expect(ids(move.rows)).toEqual([15, 11, 12, 13, 14]);
  });

  it('a drop at the bottom follows the last of the others', () => {
    const move = landingMove(rows, 0, 4)!;
    expect(move).toMatchObject({ propertyId: 11, propertyBeforeId: 15 });
    expect(ids(move.rows)).toEqual([12, 13, 14, 15, 11]);
  });

  it('renumbers the shown display orders by position, keeping the numbers the list had', () => {
    const gappy = [11, 12, 13].map((id, i) => ({ id, displayOrder: (i + 1) * 10 }));
    const move = landingMove(gappy, 2, 0)!;
    expect(move.rows).toEqual([
      { id: 13, displayOrder: 10 },
      { id: 11, displayOrder: 20 },
      { id: 12, displayOrder: 30 },
    ]);
    expect(gappy[0]).toEqual({ id: 11, displayOrder: 10 });
  });

  it('is no move when dropped where it started or outside the list', () => {
    expect(landingMove(rows, 2, 2)).toBeNull();
    expect(landingMove(rows, 2, 5)).toBeNull();
    expect(landingMove(rows, -1, 0)).toBeNull();
  });
});
