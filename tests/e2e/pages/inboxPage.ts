import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { selectOption } from '../helpers/selectOption';
import { shell } from './shell';

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
    async filterKind(kind: string) {
      await selectOption(page, this.kindFilter, kind);
      await expect(page).toHaveURL(/filter=/);
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
