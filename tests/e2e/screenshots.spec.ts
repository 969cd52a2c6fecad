import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, test } from './fixtures';
import { snap as snapTo } from './helpers/screens';
import { homePage } from './pages/homePage';
import { loginPage } from './pages/loginPage';
import { shell } from './pages/shell';

/**
 * Screenshots for a human to look at, not assertions: `SCREENSHOTS=1 npx playwright test
 * screenshots` writes them to tmp/screens/ (git-ignored).
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

const snap = (page: Page, name: string) => snapTo(test, page, name);

test('login screen', async ({ page }) => {
  const login = loginPage(page);
  await login.goto('/');
  await login.expectShown();
  await snap(page, 'login');

  await login.logIn({ email: DEMO_ADMIN.email, password: 'wrong' });
  await expect(login.error).toBeVisible();
  await snap(page, 'login-error');
});

for (const width of [1280, 400]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('home page', async ({ loggedIn: page }) => {
      const app = shell(page);
      await homePage(page).goto();
      await expect(homePage(page).greeting(DEMO_ADMIN.fullName)).toBeVisible();
      await snap(page, `home-${width}`);

      await app.toggleMenu();
      // Wide: the sidebar collapses to icons. Narrow: it opens as a drawer.
      if (width > 600) await expect(app.sidebarLabel('Manage Properties')).toBeHidden();
      else await expect(app.sidebarLabel('Manage Properties')).toBeVisible();
      await page.mouse.move(width - 10, 790);
      await snap(page, `home-${width}-menu-toggled`);
    });

    test('unknown route', async ({ loggedIn: page }) => {
      const app = shell(page);
      await app.goto('/no-such-screen');
      await expect(app.unexpectedError).toBeVisible();
      await snap(page, `error-${width}`);
    });

    // The property screens, as an admin first sees them.
    for (const [name, path, ready] of [
      ['properties', '/properties', 'PR-1001'],
      ['landing-order', '/reorder-landing-page', 'PR-1001'],
      ['add-property', '/add-property', 'Address Line 1'],
      ['property-summary', '/properties/12', 'Property Flags'],
      ['property-headers', '/properties/12/headers', 'Mark as featured property'],
      ['property-information', '/properties/12/information', 'Add New Information Block'],
    ] as const) {
      test(`${name} screen`, async ({ loggedIn: page }) => {
        await shell(page).goto(path);
        await expect(page.getByText(ready).first()).toBeVisible();
        await snap(page, `${name}-${width}`);
      });
    }

    test('logout dialog', async ({ loggedIn: page }) => {
      const app = shell(page);
      await homePage(page).goto();
      await app.askToLogout();
      await snap(page, `logout-dialog-${width}`);
    });
  });
}
