import type { SearchKind } from '@common/api/search';

/** The search across everything (issue 32): the top bar's box and its dialog. */
export const searchTexts = {
  open: 'Search',
  shortcut: 'Ctrl K',
  label: 'Search everything',
  placeholder: 'Properties, users, sellers, agencies, portfolios, data room files',
  tooShort: 'Type at least 2 characters',
  searching: 'Searching...',
  none: (q: string) => `Nothing matches '${q}'`,
  failed: 'The search failed. Try again in a moment.',
  hint: '↑ ↓ to choose, Enter to open, Esc to close',
  groups: {
    properties: 'Properties',
    users: 'Users',
    sellers: 'Sellers',
    agencies: 'Agencies',
    portfolios: 'Portfolios',
    files: 'Data room files',
  } satisfies Record<SearchKind, string>,
  round: (round: number) => (round === 1 ? 'Virtual Data Room' : 'Due Diligence Data Room'),
};
