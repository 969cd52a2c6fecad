import { describe, expect, it } from 'vitest';
import { headingFor, matchFolder, pathOf, takes } from '../../src/custom/data-rooms/manage/folderMatch';
import { indexNumbers } from '../../src/custom/data-rooms/view/treeIndex';
import { ROUND_1 } from './dataRoomItems';

// Issue 33 'Folder upload into the data room': each file goes under the heading its folder or
// name starts with (index number or title); nothing is guessed.

const numbers = indexNumbers(ROUND_1);
const headings = ROUND_1.filter((item) => item.itemType === 'DATA_ROOM');
const numbered = (number: string) => headings.find((heading) => numbers.get(heading.id) === number);
const file = (path: string, body = 'x') => Object.assign(new File([body], path.split('/').pop()!), { path: `./${path}` });

describe('which heading a dropped file goes under', () => {
  it('its nearest folder by index number, before its own name and the folders further out', () => {
    expect(numbers.get(headingFor('Data room/2 Leases/2.1 Schedule/lease-unit-4.pdf', headings, numbers)!.id)).toBe('2.1');
    expect(headingFor('1.1 Deeds/2.1 schedule.pdf', headings, numbers)).toBe(numbered('1.1'));
    expect(headingFor('Other/2.1. schedule.pdf', headings, numbers)).toBe(numbered('2.1'));
  });

  it('a title, regardless of case and accents, the longest that fits, up to a word', () => {
    const [title] = [numbered('2')!.displayName];
    expect(headingFor(`${title.toUpperCase()}/unit 4.pdf`, headings, numbers)).toBe(numbered('2'));
    expect(headingFor(`${title}s and more/unit 4.pdf`, headings, numbers)).toBeUndefined();
  });

  it('nothing for a path that names no heading: never guessed', () => {
    expect(headingFor('Misc/notes.pdf', headings, numbers)).toBeUndefined();
    expect(headingFor('2024 report.pdf', headings, numbers)).toBeUndefined();
  });
});

describe('a folder before upload', () => {
  it('lists each file with its heading, or why it is refused, in path order', () => {
    const accept = { 'application/pdf': ['.pdf'] };
    const rows = matchFolder(
      [file('b/2.1 x.pdf'), file('a/setup.exe'), file('a/empty.pdf', ''), file('a/notes.pdf')],
      ROUND_1,
      numbers,
      accept,
      { type: 'type', empty: 'empty' },
    );
    expect(rows.map(({ path, heading, refused }) => [path, heading?.id ?? null, refused ?? null])).toEqual([
      ['a/empty.pdf', null, 'empty'],
      ['a/notes.pdf', null, null],
      ['a/setup.exe', null, 'type'],
      ['b/2.1 x.pdf', numbered('2.1')!.id, null],
    ]);
  });

  it('reads the path react-dropzone or the folder picker gives', () => {
    expect(pathOf(file('a/b.pdf'))).toBe('a/b.pdf');
    expect(takes(undefined, 'x.exe')).toBe(true);
    expect(takes({ 'application/pdf': ['.pdf'] }, 'X.PDF')).toBe(true);
  });
});
