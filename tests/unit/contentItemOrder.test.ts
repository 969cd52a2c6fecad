import { describe, expect, it } from 'vitest';
import { byDisplayOrder, moveAndRenumber, nextDisplayOrder } from '../../src/custom/property-content-items/reorder';

const block = (id: number, displayOrder: number) => ({ id, displayOrder });
const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);
const orders = (items: Array<{ displayOrder: number }>) => items.map((item) => item.displayOrder);

describe('moveAndRenumber (spec §4: renumbered from 1 in the new order)', () => {
  const list = [block(10, 1), block(11, 2), block(12, 3), block(13, 4)];

  it('moves an item down and renumbers from 1', () => {
    const next = moveAndRenumber(list, 0, 2);
    expect(ids(next)).toEqual([11, 12, 10, 13]);
    expect(orders(next)).toEqual([1, 2, 3, 4]);
  });

  it('moves an item up to the top', () => {
    const next = moveAndRenumber(list, 3, 0);
    expect(ids(next)).toEqual([13, 10, 11, 12]);
    expect(orders(next)).toEqual([1, 2, 3, 4]);
  });

  it('closes gaps in the numbering even when nothing moves', () => {
    const next = moveAndRenumber([block(1, 2), block(2, 5), block(3, 9)], 1, 1);
    expect(ids(next)).toEqual([1, 2, 3]);
    expect(orders(next)).toEqual([1, 2, 3]);
  });

  it('leaves the input untouched and keeps unchanged items as they were', () => {
    const next = moveAndRenumber(list, 2, 3);
    expect(ids(list)).toEqual([10, 11, 12, 13]);
    expect(orders(list)).toEqual([1, 2, 3, 4]);
    expect(next[0]).toBe(list[0]);
    expect(next[1]).toBe(list[1]);
    expect(next[2]).not.toBe(list[3]);
    expect(next[2]).toEqual({ id: 13, displayOrder: 3 });
  });

  it('puts a target past the end at the end and ignores an unknown source', () => {
    expect(ids(moveAndRenumber(list, 0, 99))).toEqual([11, 12, 13, 10]);
    expect(ids(moveAndRenumber(list, 7, 0))).toEqual([10, 11, 12, 13]);
    expect(moveAndRenumber([], 0, 0)).toEqual([]);
  });
});

describe('nextDisplayOrder (spec §4: one past the maximum, 1 if none)', () => {
  it('is 1 for an empty list', () => expect(nextDisplayOrder([])).toBe(1));
  it('follows the maximum, not the count', () => expect(nextDisplayOrder([block(1, 3), block(2, 7), block(3, 5)])).toBe(8));
});

describe('byDisplayOrder', () => {
  it('sorts a copy by display order', () => {
    const list = [block(1, 3), block(2, 1), block(3, 2)];
    expect(ids(byDisplayOrder(list))).toEqual([2, 3, 1]);
    expect(ids(list)).toEqual([1, 2, 3]);
  });
});
