import { expect, test } from './fixtures';
import { addAgentPage } from './pages/addAgentPage';
import { loginPage } from './pages/loginPage';
import { shell } from './pages/shell';

// Spec §2 'Layout' (the Logout button) and §8 'Confirmations'; a failed logout call is ignored
// (STYLE.md example 6). Each test starts away from '/' so that the return to '/' shows.

test.describe('logout', () => {
  // Logging out ends the session: each test logs in for itself, not with the worker's shared one.
  test.use({ freshLogin: true });

  test('asks for confirmation, and cancelling keeps the admin where they were', async ({ loggedIn: page }) => {
    const app = shell(page);
    const addAgent = addAgentPage(page);
    await addAgent.goto();
    await expect(addAgent.heading).toBeVisible();

    await app.askToLogout();

    await expect(app.logoutDialog).toContainText('Are you sure you want to logout?');

    await app.cancelLogout();

    await expect(page).toHaveURL(addAgent.path);
    await expect(addAgent.heading).toBeVisible();
    await app.expectShown();
    expect((await page.request.get('/api/auth/session')).status()).toBe(200);
  });

  test('confirming ends the session and returns to the login screen at /', async ({ loggedIn: page }) => {
    const app = shell(page);
    await addAgentPage(page).goto();
    await app.askToLogout();

    const logoutCall = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/auth/user-logout'));
    await app.confirmLogout();
    await logoutCall;

    await expect(page).toHaveURL('/');
    await loginPage(page).expectShown();
    await expect(app.topBar).toHaveCount(0);
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  });

  test('a failed logout call still returns to the login screen at /, and is sent again on the next load', async ({ loggedIn: page }) => {
    const app = shell(page);
    await page.route('**/api/auth/user-logout', (route) => route.abort(), { times: 1 });
    await addAgentPage(page).goto();
    await app.askToLogout();

    await app.confirmLogout();

    await expect(page).toHaveURL('/');
    await loginPage(page).expectShown();
    await expect(app.topBar).toHaveCount(0);
    // The HttpOnly cookie outlives the failed call, so the server still knows the session...
    expect((await page.request.get('/api/auth/session')).status()).toBe(200);

    // ...until the next load, which logs out before anything else rather than logging back in.
    const retried = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/api/auth/user-logout'));
    await page.goto('/properties');
    expect((await retried).status()).toBe(200);
    await loginPage(page).expectShown();
    await expect(app.topBar).toHaveCount(0);
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  });
});
