import { describe, expect, it } from 'vitest';
import { documentProgress } from '../../src/custom/data-rooms/view/documentProgress';
import { extDdGroups } from '../../src/custom/data-rooms/view/extDdGroups';
import { filterTree, withoutHidden } from '../../src/custom/data-rooms/view/treeFilter';
import { indexNumbers } from '../../src/custom/data-rooms/view/treeIndex';
import { formatFileSize } from '../../src/components/upload/formatFileSize';
import { previewKind } from '../../src/custom/data-rooms/view/dataRoomFiles';
import { REQUESTS, ROUND_1, ROUND_2 } from './dataRoomItems';

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe('indexNumbers', () => {
  it('numbers headings 1, 1.2, 1.2.3 below the unnumbered root, skipping files, hidden headings included', () => {
    expect(Object.fromEntries(indexNumbers(ROUND_1))).toEqual({ 2: '1', 3: '1.1', 5: '1.2', 6: '2', 7: '2.1', 9: '3', 11: '3.1' });
  });

  it('goes three levels deep and counts siblings per parent', () => {
    const items = [
      { id: 1, parentId: null, itemType: 'DATA_ROOM' },
      { id: 2, parentId: 1, itemType: 'DATA_ROOM' },
      { id: 3, parentId: 2, itemType: 'DATA_ROOM' },
      { id: 4, parentId: 3, itemType: 'FILE' },
      { id: 5, parentId: 3, itemType: 'DATA_ROOM' },
      { id: 6, parentId: 2, itemType: 'DATA_ROOM' },
      { id: 7, parentId: 6, itemType: 'DATA_ROOM' },
    ] as const;
    expect(Object.fromEntries(indexNumbers(items))).toEqual({ 2: '1', 3: '1.1', 5: '1.1.1', 6: '1.2', 7: '1.2.1' });
  });
});

describe('withoutHidden', () => {
  it('leaves out hidden items with their whole subtree, keeping the order', () => {
    expect(ids(withoutHidden(ROUND_1))).toEqual([1, 2, 3, 4, 5, 9, 10, 11]);
  });

  it('leaves out everything under a hidden root', () => {
    expect(withoutHidden([{ ...ROUND_1[0], isVisible: false }, ...ROUND_1.slice(1)])).toEqual([]);
  });
});

describe('filterTree', () => {
  it('keeps the matching headings with their ancestors, case and accents aside', () => {
    expect(ids(filterTree(ROUND_1, 'ZONING'))).toEqual([1, 2, 5]);
    expect(ids(filterTree(ROUND_1, 'títle  deed'))).toEqual([1, 2, 3]);
  });

  it('finds a file by its own name, under its headings, and a heading by its index number', () => {
    expect(ids(filterTree(ROUND_1, 'rent-roll'))).toEqual([1, 9, 10]);
    expect(ids(filterTree(ROUND_1, '3.1', indexNumbers(ROUND_1)))).toEqual([1, 9, 11]);
  });

  it('keeps everything for an empty or blank filter, and nothing when nothing matches', () => {
    expect(filterTree(ROUND_1, '  ')).toEqual(ROUND_1);
    expect(filterTree(ROUND_1, 'no such thing')).toEqual([]);
  });
});

describe('documentProgress', () => {
  it('counts, per heading, the entries of its subtree that require a document and those with a published file', () => {
    const progress = documentProgress(ROUND_1);
    expect(progress.get(1)).toEqual({ done: 3, required: 4 });
    expect(progress.get(2)).toEqual({ done: 1, required: 2 });
    expect(progress.get(3)).toEqual({ done: 1, required: 1 });
    expect(progress.get(5)).toEqual({ done: 0, required: 1 });
    expect(progress.get(9)).toEqual({ done: 1, required: 1 });
    expect(progress.has(4)).toBe(false);
  });

  it('does not count what the read-only tabs leave out, nor a rejected or pending file', () => {
    const progress = documentProgress(withoutHidden(ROUND_1));
    expect(progress.get(1)).toEqual({ done: 1, required: 3 });
    expect(progress.get(9)).toEqual({ done: 0, required: 1 });
  });
});

describe('extDdGroups', () => {
  it('puts the requests under their headings in each round, with the ancestors and the round numbers', () => {
    const [round1, round2] = extDdGroups(REQUESTS, { 1: ROUND_1, 2: ROUND_2 });
    expect(round1.round).toBe(1);
    expect(round1.headings.map(({ heading, number, requests }) => [heading.id, number, requests.map((r) => r.id)])).toEqual([
      [1, undefined, []],
      [9, '3', []],
      [11, '3.1', [2]],
    ]);
    expect(round2.headings.map(({ heading, number, requests }) => [heading.id, number, requests.map((r) => r.id)])).toEqual([
      [21, undefined, []],
      [22, '1', []],
      [23, '1.1', [1]],
    ]);
  });

  it('leaves out a round without requests, and keeps a request whose heading is not in its round last', () => {
    const stray = { ...REQUESTS[1], id: 3, heading: { ...REQUESTS[1].heading, id: 99 } };
    const groups = extDdGroups([REQUESTS[1], stray], { 1: ROUND_1, 2: ROUND_2 });
    expect(groups.map(({ round }) => round)).toEqual([1]);
    expect(groups[0].headings.at(-1)).toEqual({ heading: stray.heading, number: undefined, requests: [stray] });
  });
});

describe('files', () => {
  it('previews PDFs and images only', () => {
    expect(['application/pdf', 'image/png', 'application/msword', null].map(previewKind)).toEqual(['pdf', 'image', null, null]);
  });

  it('says sizes as file managers do', () => {
    expect([512, 2048, 1536 * 1024, 25 * 1024 * 1024, null].map(formatFileSize)).toEqual(['512 bytes', '2.0 KB', '1.5 MB', '25 MB', '']);
  });
});
