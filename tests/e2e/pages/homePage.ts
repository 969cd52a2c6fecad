import type { Page } from '@playwright/test';

/** '/' once logged in: a greeting and a prompt to use the sidebar. */
export function homePage(page: Page) {
  return {
    greeting: (fullName: string) => page.getByRole('heading', { name: `Welcome, ${fullName}`, exact: true }),
    prompt: page.getByText('Please pick an option from the sidebar to get started.', { exact: true }),

    async goto() {
      await page.goto('/');
    },
  };
}
