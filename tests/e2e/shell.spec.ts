import { DEMO_ADMIN, expect, test } from './fixtures';
import { addAgentPage } from './pages/addAgentPage';
import { homePage } from './pages/homePage';
import { loginPage } from './pages/loginPage';
import { PRODUCT_NAME, SIDEBAR_LINKS, shell } from './pages/shell';

// Spec §2 'Routes once logged in' and 'Layout'. The default viewport is 1280 px wide.

test.describe('sidebar', () => {
  test('lists the twelve links in the spec order', async ({ loggedIn: page }) => {
    const app = shell(page);
    await app.goto('/');

    await expect(app.sidebarLinks).toHaveText(SIDEBAR_LINKS.map((link) => link.label));
    for (const [i, { to }] of SIDEBAR_LINKS.entries()) {
      await expect(app.sidebarLinks.nth(i)).toHaveAttribute('href', to);
    }
  });

  test('shows the product logo', async ({ loggedIn: page }) => {
    const app = shell(page);
    await app.goto('/');

    await expect(app.logo).toBeVisible();
    await expect(app.logo).toHaveAccessibleName(PRODUCT_NAME);
  });

  test('a link opens its screen', async ({ loggedIn: page }) => {
    const app = shell(page);
    const addAgent = addAgentPage(page);
    await app.goto('/');

    await app.sidebarLink('Add Agency').click();

    await expect(page).toHaveURL(addAgent.path);
    await expect(addAgent.heading).toBeVisible();
  });

  test('is open by default and the menu toggle collapses and reopens it', async ({ loggedIn: page }) => {
    const app = shell(page);
    await app.goto('/');
    for (const { label } of SIDEBAR_LINKS) await expect(app.sidebarLabel(label)).toBeVisible();
    await expect(app.menuToggle).toHaveAccessibleName('Close menu');

    await app.toggleMenu();

    await expect(app.menuToggle).toHaveAccessibleName('Open menu');
    for (const { label } of SIDEBAR_LINKS) await expect(app.sidebarLabel(label)).toBeHidden();
    // Collapsed, each link keeps its icon.
    await expect(app.sidebarLinks).toHaveCount(SIDEBAR_LINKS.length);
    await expect(app.sidebarLinks.first()).toBeVisible();

    await app.toggleMenu();

    await expect(app.menuToggle).toHaveAccessibleName('Close menu');
    for (const { label } of SIDEBAR_LINKS) await expect(app.sidebarLabel(label)).toBeVisible();
  });
});

test.describe('breadcrumbs', () => {
  test("'/' gives Home only", async ({ loggedIn: page }) => {
    const app = shell(page);
    await app.goto('/');

    await expect(app.crumbs).toHaveText(['Home']);
  });

  test("'/dashboard' gives Home / Dashboard on the error screen", async ({ loggedIn: page }) => {
    const app = shell(page);
    await app.goto('/dashboard');

    await expect(app.crumbs).toHaveText(['Home', 'Dashboard']);
    await expect(app.unexpectedError).toBeVisible();
  });

  test("'/add-agent' gives Home / Add-agent", async ({ loggedIn: page }) => {
    const app = shell(page);
    await app.goto('/add-agent');

    await expect(app.crumbs).toHaveText(['Home', 'Add-agent']);
  });

  test('a two-segment path gives a crumb per segment, each leading back up', async ({ loggedIn: page }) => {
    const app = shell(page);
    await app.goto('/properties/12');

    await expect(app.crumbs).toHaveText(['Home', 'Properties', '12']);
    await expect(app.crumbLink('Home')).toHaveAttribute('href', '/');
    await expect(app.crumbLink('Properties')).toHaveAttribute('href', '/properties');

    await app.crumbLink('Home').click();

    await expect(page).toHaveURL('/');
    await expect(app.crumbs).toHaveText(['Home']);
    await expect(homePage(page).prompt).toBeVisible();
  });
});

test.describe('top bar and routes', () => {
  test('the Profile label names the logged-in admin', async ({ loggedIn: page }) => {
    const app = shell(page);
    await app.goto('/');

    await expect(app.profileLabel).toContainText('Profile');
    await expect(app.profileLabel).toContainText(DEMO_ADMIN.fullName);
  });

  test("an unknown route shows 'Unexpected Application Error!' inside the shell", async ({ loggedIn: page }) => {
    const app = shell(page);
    await app.goto('/no-such-screen');

    await expect(app.unexpectedError).toBeVisible();
    await app.expectShown();
    await expect(app.sidebarLinks).toHaveCount(SIDEBAR_LINKS.length);
    await expect(app.sidebarLink('Manage Properties')).toBeVisible();
  });

  test('reloading a page keeps the session', async ({ loggedIn: page }) => {
    const addAgent = addAgentPage(page);
    await addAgent.goto();
    await expect(addAgent.heading).toBeVisible();

    await page.reload();

    await expect(addAgent.heading).toBeVisible();
    await expect(page).toHaveURL(addAgent.path);
    await expect(loginPage(page).screen).toHaveCount(0);
  });
});

test.describe('at 400 px wide', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('the menu toggle opens the sidebar as a drawer with the links', async ({ loggedIn: page }) => {
    const app = shell(page);
    const addAgent = addAgentPage(page);
    await app.goto('/');
    await expect(homePage(page).greeting(DEMO_ADMIN.fullName)).toBeVisible();
    await expect(app.sidebar).toBeHidden();

    await app.toggleMenu();

    await expect(app.sidebarLinks).toHaveText(SIDEBAR_LINKS.map((link) => link.label));
    await expect(app.logo).toBeVisible();

    await app.sidebarLink('Add Agency').click();

    await expect(addAgent.heading).toBeVisible();
    await expect(app.sidebar).toBeHidden();
    await expect(app.crumbs).toHaveText(['Home', 'Add-agent']);
    await expect(app.logoutButton).toBeVisible();
  });
});

test.describe('at 1024 px wide', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('the sidebar starts as its icons, and stays open once the admin opens it', async ({ loggedIn: page }) => {
    const app = shell(page);
    await app.goto('/');
    await expect(homePage(page).greeting(DEMO_ADMIN.fullName)).toBeVisible();
    // Below 1200 px the lists keep the width: the links show their icons only.
    await expect(app.sidebarLabel('Manage Properties')).toBeHidden();

    await app.toggleMenu();
    await expect(app.sidebarLabel('Manage Properties')).toBeVisible();

    await page.reload();
    await expect(homePage(page).greeting(DEMO_ADMIN.fullName)).toBeVisible();
    await expect(app.sidebarLabel('Manage Properties')).toBeVisible();
  });
});
