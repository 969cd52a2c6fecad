import { expect, test } from './fixtures';

test('the home page greets the logged-in admin', async ({ loggedIn: page }) => {
  await page.goto('/');
  await expect(page.getByText('Please pick an option from the sidebar')).toBeVisible();
});
