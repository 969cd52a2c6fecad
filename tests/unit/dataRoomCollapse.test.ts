import { describe, expect, it } from 'vitest';
import { ancestorsOf, isCollapsible, foldedView } from '../../src/custom/data-rooms/view/roundCollapse';
import { ROUND_1 } from './dataRoomItems';

const shown = (expanded: number[]) => foldedView(ROUND_1, new Set(expanded)).map((item) => item.id);

describe('round 1 folding (spec §4)', () => {
  it('folds only headings of levels 1 and 2, never the root or a file', () => {
    expect(ROUND_1.filter(isCollapsible).map((item) => item.id)).toEqual([2, 3, 5, 6, 7, 9, 11]);
  });

  it('starts with everything folded: the root and the level-1 headings show', () => {
    expect(shown([])).toEqual([1, 2, 6, 9]);
  });

  it('opening a level-1 heading shows its level-2 headings, still folded', () => {
    expect(shown([2])).toEqual([1, 2, 3, 5, 6, 9]);
  });

  it('opening a level-2 heading inside an open one shows its files', () => {
    expect(shown([2, 3])).toEqual([1, 2, 3, 4, 5, 6, 9]);
  });

  it('folding the level-1 heading hides what was opened inside it, and opening it again brings that back', () => {
    expect(shown([3])).toEqual([1, 2, 6, 9]);
    expect(shown([2, 3])).toContain(4);
  });

  it('shows a file directly under a level-1 heading once that heading is open', () => {
    expect(shown([9])).toEqual([1, 2, 6, 9, 10, 11]);
    expect(shown([9, 11])).toEqual([1, 2, 6, 9, 10, 11, 12]);
  });
});

describe("a link to one file (the inbox's) opens the headings above it", () => {
  it('opens exactly its headings, so it shows with the rest still folded', () => {
    expect([...ancestorsOf(ROUND_1, 8)].sort()).toEqual([1, 6, 7]);
    expect(foldedView(ROUND_1, ancestorsOf(ROUND_1, 8)).map((item) => item.id)).toEqual([1, 2, 6, 7, 8, 9]);
  });

  it('opens nothing without a file, or for one the round does not have', () => {
    expect(ancestorsOf(ROUND_1, undefined).size).toBe(0);
    expect(ancestorsOf(ROUND_1, 999).size).toBe(0);
  });
});
