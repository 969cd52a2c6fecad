import type { Page } from '@playwright/test';

/** '/add-agent': the sidebar's 'Add Agency', the Add Agency form. */
const PATH = '/add-agent';

export function addAgentPage(page: Page) {
  return {
    path: PATH,
    heading: page.getByRole('heading', { name: 'Add Agency', exact: true }),

    async goto() {
      await page.goto(PATH);
    },
  };
}
