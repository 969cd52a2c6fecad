import { DEMO_ADMIN, expect, test } from './fixtures';
import { holdRequests, recordRequests } from './helpers/network';
import { addAgentPage } from './pages/addAgentPage';
import { homePage } from './pages/homePage';
import { loginPage } from './pages/loginPage';
import { shell } from './pages/shell';

// Spec §2 'Login and session' and §8 'Login'.
const LOGIN_FAILED = 'Invalid email or password';

test.describe('login', () => {
  test('opening the app without a session shows the login screen', async ({ page }) => {
    const login = loginPage(page);
    await login.goto('/');

    await login.expectShown();
    await expect(login.email).toHaveAttribute('required', '');
    await expect(login.password).toHaveAttribute('required', '');
    await expect(shell(page).topBar).toHaveCount(0);
  });

  test('a loading screen shows while the session is being checked', async ({ page }) => {
    const login = loginPage(page);
    const session = await holdRequests(page, (url) => url.pathname === '/api/auth/session');
    await login.goto('/');

    await expect(login.loadingScreen).toBeVisible();
    await expect(login.email).toHaveCount(0);

    session.release();
    await login.expectShown();
    await expect(login.loadingScreen).toHaveCount(0);
  });

  test('both fields are required: an incomplete form is never sent', async ({ page }) => {
    const login = loginPage(page);
    const attempts = recordRequests(page, '/api/auth/user-login');
    await login.goto('/');

    await login.submit();
    expect(await login.isMissing(login.email)).toBe(true);
    await expect(login.email).toBeFocused();

    await login.email.fill(DEMO_ADMIN.email);
    await login.submit();
    expect(await login.isMissing(login.password)).toBe(true);
    await expect(login.password).toBeFocused();
    await login.expectShown();

    // Requests are reported in order: once this one is seen, any earlier one would have been.
    await login.password.fill(DEMO_ADMIN.password);
    const sent = page.waitForRequest('**/api/auth/user-login');
    await login.submit();
    await sent;
    await expect(homePage(page).prompt).toBeVisible();
    expect(attempts).toHaveLength(1);
  });

  test('a wrong password is refused with the one login failure message', async ({ page }) => {
    const login = loginPage(page);
    await login.goto('/');

    await login.logIn({ email: DEMO_ADMIN.email, password: 'not-the-password' });

    await expect(login.error).toHaveText(LOGIN_FAILED);
    await login.expectShown();
    await expect(login.email).toHaveValue(DEMO_ADMIN.email);
    await expect(shell(page).topBar).toHaveCount(0);
  });

  test('an unknown email is refused with the same message', async ({ page }) => {
    const login = loginPage(page);
    await login.goto('/');

    await login.logIn({ email: 'nobody@example.com', password: DEMO_ADMIN.password });

    await expect(login.error).toHaveText(LOGIN_FAILED);
    await login.expectShown();
  });

  test("the button reads 'Logging in...' and is disabled while the login is in flight", async ({ page }) => {
    const login = loginPage(page);
    await login.goto('/');
    const request = await holdRequests(page, '**/api/auth/user-login');

    await login.logIn();

    await expect(login.busyButton).toBeDisabled();
    await expect(login.loginButton).toHaveCount(0);

    request.release();
    await expect(homePage(page).prompt).toBeVisible();
  });

  test('a successful login shows the admin area; the whole visit leaves no error in the browser console', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const login = loginPage(page);
    const home = homePage(page);
    await login.goto('/');

    await login.logIn();

    await expect(home.greeting(DEMO_ADMIN.fullName)).toBeVisible();
    await expect(home.prompt).toBeVisible();
    await shell(page).expectShown();
    await expect(login.screen).toHaveCount(0);
    // The first session check (nobody logged in yet) is an answer, not a 401 the browser reports.
    expect(consoleErrors).toEqual([]);
  });

  test('a deep link opened without a session shows that screen after login', async ({ page }) => {
    const login = loginPage(page);
    const addAgent = addAgentPage(page);
    await addAgent.goto();

    await login.expectShown();
    await expect(page).toHaveURL(addAgent.path);

    await login.logIn();

    await expect(addAgent.heading).toBeVisible();
    await expect(page).toHaveURL(addAgent.path);
  });
});
