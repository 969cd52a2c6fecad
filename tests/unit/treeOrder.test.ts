import { describe, expect, it } from 'vitest';
import { treeOrder } from '../../server/routes/data-rooms/tree-order';

const row = (id: number, parentId: number | null) => ({ id, parentId });

describe('treeOrder', () => {
  it('puts each row before its subtree, keeping the order siblings came in', () => {
    // Sorted as the query sorts them (display order), not as a tree.
    const rows = [row(1, null), row(5, 2), row(2, 1), row(3, 1), row(6, 3), row(4, 2)];
    expect(treeOrder(rows).map((r) => r.id)).toEqual([1, 2, 5, 4, 3, 6]);
  });

  it('sorts each group of siblings when told how, wherever they came in the rows', () => {
    const ordered = (rows: { id: number; parentId: number | null; order: number }[]) =>
      treeOrder(rows, (a, b) => a.order - b.order || a.id - b.id).map((r) => r.id);
    const rows = [
      { id: 4, parentId: 1, order: 2 },
      { id: 1, parentId: null, order: 1 },
      { id: 3, parentId: 1, order: 1 },
      { id: 2, parentId: null, order: 0 },
      { id: 5, parentId: 1, order: 1 },
    ];
    expect(ordered(rows)).toEqual([2, 1, 3, 5, 4]);
  });

  it('treats a row whose parent is not listed as a root, so nothing is lost', () => {
    expect(treeOrder([row(1, null), row(7, 99), row(2, 1)]).map((r) => r.id)).toEqual([1, 2, 7]);
  });
});
