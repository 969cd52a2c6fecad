import type { Page } from '@playwright/test';

/** '/add-agent': spec §2 says it is a placeholder until the agent form exists. */
const PATH = '/add-agent';

export function addAgentPage(page: Page) {
  return {
    path: PATH,
    placeholder: page.getByText('The agent form will go here.', { exact: true }),

    async goto() {
      await page.goto(PATH);
    },
  };
}
