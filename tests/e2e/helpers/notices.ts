import type { Page } from '@playwright/test';

/** The 'Open' link of the notice that says a record was created (it leads to the new record). */
export const createdNoticeLink = (page: Page, message: string) =>
  page.getByRole('alert').filter({ hasText: message }).getByRole('link', { name: 'Open', exact: true });
