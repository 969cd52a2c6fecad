import { beforeAll, describe, expect, it } from 'vitest';

/** Names as admins store them, and what an admin may type to find each. */
const FINDS: [stored: string, typed: string[]][] = [
  ['Éloff Street Offices', ['eloff', 'ÉLOFF', 'éloff', 'Eloff street']],
  ['Du Toit', ['du toit', 'DU TOIT']],
  ['Zoë', ['zoe', 'ZOË', 'zoë']],
  ['ΑΘΗΝΑ', ['αθηνα', 'Αθήνα']],
  // Typed in capitals, 'ΚΗΦΙΣ' ends in a final sigma; in the name the letter is σ.
  ['Κηφισιά', ['ΚΗΦΙΣ', 'κηφισια']],
  ['Müller', ['muller', 'MÜLLER']],
  ['МОСКВА', ['москва']],
  // A full-width '％' folds to '%', which still means itself and not "anything".
  ['Zeta 50% Off', ['50％']],
];

/** Names close to those that none of the typed texts may find. */
const LOOK_ALIKES = ['Elof Zoo', 'Dur Toil', 'Mull Ler', 'ΑΘΗΡΑ', 'МОСТ', 'Zeta 500 Off'];

/** One list's search, as a test drives it through the API. */
export interface SearchedList {
  /** The list, for test names ('GET /api/agencies filter q'). */
  name: string;
  /** Adds a row with each name where the list searches (in the test file's own database); resolves to their ids, in order. */
  add(names: string[]): Promise<(number | string)[]>;
  /** The ids of the rows the list answers for this typed text. */
  search(typed: string): Promise<(number | string)[]>;
}

/**
 * A list's search ignores case and accents in any script, as admins type (issue 11): each typed
 * text finds its name and none of the other names or look-alikes added beside it. Rows already
 * in the database may match too (demo data has names of its own); only the added ones are judged.
 */
export function describeAccentSearch(list: SearchedList): void {
  const names = [...FINDS.map(([stored]) => stored), ...LOOK_ALIKES];
  const cases = FINDS.flatMap(([stored, typed]) => typed.map((text) => [text, stored]));

  describe(`${list.name} ignores case and accents`, () => {
    let ids: (number | string)[] = [];
    beforeAll(async () => {
      ids = await list.add(names);
    });

    it.each(cases)('%j finds %j and nothing like it', async (typed, stored) => {
      const found = new Set(await list.search(typed));
      expect(names.filter((_, i) => found.has(ids[i]))).toEqual([stored]);
    });
  });
}
