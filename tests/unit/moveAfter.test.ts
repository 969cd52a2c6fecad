import { describe, expect, it } from 'vitest';
import { moveAfter } from '../../src/components/dnd/moveAfter';

// Five properties in landing order; ids differ from positions so a mix-up shows.
const rows = [11, 12, 13, 14, 15].map((id, i) => ({ id, displayOrder: i + 1 }));
const ids = (list: { id: number }[]) => list.map((row) => row.id);

describe('moveAfter (spec §4: the landing order and the gallery place a row after another)', () => {
  it('moving down names the row above the drop position in the list without the dragged row', () => {
    // 12 dropped at index 3: [11, 13, 14, 12, 15], so it follows 14 (not 15, the original index 3).
    const move = moveAfter(rows, 1, 3)!;
    expect(move.moved.id).toBe(12);
    expect(move.beforeId).toBe(14);
    expect(ids(move.rows)).toEqual([11, 13, 14, 12, 15]);
  });

  it('moving up names the row above the drop position', () => {
    const move = moveAfter(rows, 3, 1)!;
    expect(move).toMatchObject({ moved: { id: 14 }, beforeId: 11 });
    expect(ids(move.rows)).toEqual([11, 14, 12, 13, 15]);
  });

  it('a drop at the top follows 0', () => {
    const move = moveAfter(rows, 4, 0)!;
    expect(move).toMatchObject({ moved: { id: 15 }, beforeId: 0 });
    expect(ids(move.rows)).toEqual([15, 11, 12, 13, 14]);
  });

  it('a drop at the bottom follows the last of the others', () => {
    const move = moveAfter(rows, 0, 4)!;
    expect(move).toMatchObject({ moved: { id: 11 }, beforeId: 15 });
    expect(ids(move.rows)).toEqual([12, 13, 14, 15, 11]);
  });

  it('renumbers the shown display orders by position, keeping the numbers the list had', () => {
    const gappy = [11, 12, 13].map((id, i) => ({ id, displayOrder: (i + 1) * 10 }));
    const move = moveAfter(gappy, 2, 0)!;
    expect(move.rows).toEqual([
      { id: 13, displayOrder: 10 },
      { id: 11, displayOrder: 20 },
      { id: 12, displayOrder: 30 },
    ]);
    expect(gappy[0]).toEqual({ id: 11, displayOrder: 10 });
  });

  it('is no move when dropped where it started or outside the list', () => {
    expect(moveAfter(rows, 2, 2)).toBeNull();
    expect(moveAfter(rows, 2, 5)).toBeNull();
    expect(moveAfter(rows, -1, 0)).toBeNull();
  });
});
