import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { selectOption } from '../helpers/selectOption';
import { shell } from './shell';

/** The kinds by the labels the inbox shows them with. */
const KINDS = {
  'NDA round 1': 'nda-round-1',
  'NDA round 2': 'nda-round-2',
  'File to review': 'file',
  'Request to answer': 'request',
  'Discrete access to review': 'discrete-access',
} as const;

interface Counts {
  total: number;
  byKind: Record<string, number>;
}

/** '/inbox' (issue 32): what waits for a decision across properties, and the sidebar's count. */
export function inboxPage(page: Page) {
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  const link = shell(page).sidebarLink('Inbox');
  return {
    heading: page.getByRole('heading', { name: 'Inbox', level: 1 }),
    link,
    table,
    rows,
    /** The rows of one buyer or file. */
    rowOf: (subject: string) => rows.filter({ has: page.getByRole('link', { name: subject, exact: true }) }),
    kindFilter: page.getByRole('combobox', { name: 'Waiting for' }),
    /** Filters to a kind by its label, and waits for the list's address to have it (the filter form applies it after a pause). */
    async filterKind(label: keyof typeof KINDS) {
      await selectOption(page, this.kindFilter, label);
      await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').kind === KINDS[label]);
    },
    /** The sidebar link says the count as its description, and shows it on its badge. */
    async expectBadge(total: number) {
      await expect(link).toHaveAccessibleDescription(total === 1 ? '1 item waits for a decision' : `${total} items wait for a decision`);
      await expect(link).toHaveText(`${total}Inbox`);
    },
  };
}

/** The server's count of what waits, in all and by kind. */
export async function inboxCounts(request: APIRequestContext): Promise<Counts> {
  const res = await request.get('/api/inbox/counts');
  expect(res.status()).toBe(200);
  return (await res.json()) as Counts;
}
