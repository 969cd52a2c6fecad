import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { wcagViolations, type AxeViolation } from './helpers/axe';
import { fresh, navigateInApp } from './helpers/inAppNavigation';
import { apiFailure } from './helpers/network';
import { ACTIVITY_LIST } from './pages/activityLogPage';
import { AGENCIES } from './pages/agencyPages';
import { APP_SCREENS, appScreen, PROPERTY } from './pages/appScreens';
import { homePage } from './pages/homePage';
import { informationTabPage } from './pages/informationTabPage';
import { LANDING_LIST, isLandingList } from './pages/landingOrderPage';
import { loginPage } from './pages/loginPage';
import { PORTFOLIO_LIST } from './pages/portfolioPages';
import { previewWithAnError } from './pages/propertyImportDialog';
import { PROPERTY_LIST } from './pages/propertyListPage';
import { SELLERS } from './pages/sellerPages';
import { shell } from './pages/shell';
import { USER_LIST } from './pages/userListPage';

/**
 * Issue 11: every screen meets WCAG 2.1 A and AA as axe-core checks it, logged in, in the
 * states an admin meets (loaded, a failed load, a form's errors, a narrow window, the dialogs).
 * The screens are the one table of them (APP_SCREENS, whose completeness a unit test checks
 * against the app's routes); the sidebar's links are checked against it here too.
 */

/** A screen in a state to check: how it shows it has loaded, and what brings it into the state (opens a dialog, submits an empty form). */
interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
  act?: (page: Page) => Promise<unknown>;
}

const UNKNOWN_ROUTE = 'Unexpected Application Error!';
const shown = (text: string) => (page: Page) =>
  fresh(page.getByText(text, { exact: true }))
    .first()
    .waitFor();

/** Submits a form untouched, so its required fields show their errors. */
const submitEmpty = (label: string) => async (page: Page) => {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByText('Required', { exact: true }).first()).toBeVisible();
};

/** Opens the search across everything with Ctrl+K and types until hits show. */
const searchWithHits = async (page: Page) => {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search everything', exact: true }).fill('west');
  await expect(page.getByRole('option').first()).toBeVisible();
};

/** Opens the sidebar drawer (narrow) or collapses the sidebar to its icons (wide). */
const toggleSidebar = async (page: Page) => {
  const app = shell(page);
  await app.toggleMenu();
  await expect(app.sidebarLinks.first()).toBeVisible();
};

/** Opens the first content block for editing: its fields and the rich-text editor's toolbar. */
const openFirstBlock = async (page: Page) => {
  const tab = informationTabPage(page, PROPERTY);
  await tab.open((await tab.blocks.first().getAttribute('aria-label'))!);
};

/** Opens a list's column chooser (issue 32, saved views). */
const openColumns = async (page: Page) => {
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  await expect(page.getByRole('switch').first()).toBeVisible();
};

/** Filters a list by its search and opens the dialog that saves the query under a name (issue 32, saved views). */
const openSaveQuery = async (page: Page) => {
  await page.getByPlaceholder('Search', { exact: true }).fill('West');
  await expect(page).toHaveURL(/West/);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Save current query...' }).click();
  await expect(page.getByRole('dialog', { name: 'Save current query as' })).toBeVisible();
};

/** Opens a record's History panel (issue 33) by its button and waits for its entries (or its word that there are none). */
const openHistory = (label: string) => async (page: Page) => {
  await page.getByRole('button', { name: label, exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'History', exact: true });
  await expect(
    panel
      .getByRole('listitem')
      .or(panel.getByText('No changes recorded yet.', { exact: true }))
      .first(),
  ).toBeVisible();
};

/** Waits for a buyer's Path (issue 33) to list the properties they touched. */
const showPath = async (page: Page) => {
  await expect(page.getByRole('region', { name: 'Path', exact: true }).getByRole('heading', { level: 3 }).first()).toBeVisible();
};

/** Opens Manage Datarooms' 'What is missing' (issue 33, readiness): its lists and buttons. */
const openMissing = async (page: Page) => {
  await page.getByRole('button', { name: /^What is missing \(/ }).click();
  await expect(page.getByRole('button', { name: 'Download CSV', exact: true })).toBeVisible();
};

/** Chooses a buyer to view a data room tab as (issue 33): the round as they see it, or why it is withheld. */
const viewAsBuyer = async (page: Page) => {
  await page.getByRole('combobox', { name: 'View as buyer', exact: true }).pressSequentially('Laur');
  await page.getByRole('option').filter({ hasText: 'Lauren Gandhi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Lauren Gandhi' })).toBeVisible();
};

/** Opens Manage Datarooms' folder upload (issue 33). */
const openFolderUpload = async (page: Page) => {
  await page.getByRole('button', { name: 'Upload a folder', exact: true }).first().click();
  await expect(page.getByRole('dialog').getByText('Drop a folder or files here, or', { exact: true })).toBeVisible();
};

/** A screen of APP_SCREENS brought into another state; `group` puts it in a test of its own. */
const state = (path: string, name: string, act: Screen['act'], group?: string) => ({
  ...appScreen(path),
  name,
  act,
  ...(group && { area: group }),
});

/** The states an admin meets besides a screen's loaded one, each after the screens of its group. */
const STATES = [
  { ...appScreen('/'), name: 'unknown route', path: '/no-such-screen', ready: shown(UNKNOWN_ROUTE) },
  state('/', 'logout dialog', (page) => shell(page).askToLogout()),
  state('/', 'the search across everything, with hits', searchWithHits),
  // Last of its group: the collapse is remembered.
  state('/', 'sidebar collapsed to icons', toggleSidebar),
  state('/properties', 'Manage Properties, the column chooser open', openColumns),
  state('/properties', 'Manage Properties, saving the current query', openSaveQuery),
  state('/properties', 'Manage Properties, an import previewed with an error', previewWithAnError),
  state(`/properties/${PROPERTY}/information`, 'property details: Information, a block opened', openFirstBlock),
  state(`/properties/${PROPERTY}/manage-datarooms`, 'property details: Manage Datarooms, what is missing opened', openMissing),
  state(`/properties/${PROPERTY}/manage-datarooms`, 'property details: Manage Datarooms, upload a folder opened', openFolderUpload),
  state(`/properties/${PROPERTY}/due-diligence`, 'property details: Due Diligence Data Room, viewed as a buyer', viewAsBuyer),
  state(`/properties/${PROPERTY}`, "property details: Recent history's panel open", openHistory('Recent history')),
  state('/sellers/1', "Seller Details, the seller's History open", openHistory('History')),
  state('/users/17', "User Details, a buyer's Path shown", showPath),
  state('/add-property', 'Add Property, saved empty', submitEmpty('Save'), 'forms showing their errors'),
  state('/add-user', 'Add User, saved empty', submitEmpty('Save'), 'forms showing their errors'),
  state('/add-seller', 'Add Seller, saved empty', submitEmpty('Create Seller'), 'forms showing their errors'),
  state('/add-portfolio', 'Add Portfolio, saved empty', submitEmpty('Create Portfolio'), 'forms showing their errors'),
];

/**
 * Every screen (APP_SCREENS) and state, logged in and at 1280 px unless a group says otherwise.
 * Each group is one test that checks its screens in turn on one page.
 */
const SCREENS: Record<string, Screen[]> = {};
for (const screen of [...APP_SCREENS, ...STATES]) (SCREENS[screen.area] ??= []).push(screen);

/** Each list with its list request failing: the load error and its Try Again. */
const LOAD_ERRORS: Array<Screen & { isList: (url: URL) => boolean }> = [
  ...[PROPERTY_LIST, USER_LIST, SELLERS.list, AGENCIES.list, ACTIVITY_LIST, PORTFOLIO_LIST].map(({ title, path, isList, loadError }) => ({
    name: title,
    path,
    isList,
    ready: shown(loadError),
  })),
  { name: 'Re-order Landing Page', path: '/reorder-landing-page', isList: isLandingList, ready: shown(LANDING_LIST.loadError) },
];

/** At 390 px (a phone): the lists as cards, then the sidebar as a drawer (it stays open once opened). */
const NARROW: Screen[] = [
  ...APP_SCREENS.filter(({ kind }) => kind === 'list'),
  { ...appScreen('/'), name: 'sidebar drawer', ready: (page) => homePage(page).prompt.waitFor(), act: toggleSidebar },
];

/**
 * Issue 32: the dark theme (the admin's choice, from the top bar) on a screen of each kind: the
 * home page and its charts, lists, their saved views' controls, property details, a form showing
 * its errors, a phone's cards and the collapsed sidebar.
 */
const DARK: Screen[] = [
  appScreen('/'),
  appScreen('/inbox'),
  appScreen('/properties'),
  appScreen('/activity-log'),
  // After another screen: a state starts from its screen as the app's links open it.
  state('/properties', 'Manage Properties, the column chooser open', openColumns),
  state('/properties', 'Manage Properties, saving the current query', openSaveQuery),
  state('/properties', 'Manage Properties, an import previewed with an error', previewWithAnError),
  appScreen(`/properties/${PROPERTY}`),
  appScreen(`/properties/${PROPERTY}/media`),
  appScreen(`/properties/${PROPERTY}/vault`),
  APP_SCREENS.find(({ name }) => name === 'User details')!,
  state('/add-property', 'Add Property, saved empty', submitEmpty('Save')),
  state('/', 'sidebar collapsed to icons', toggleSidebar),
].map((screen) => ({ ...screen, name: `dark: ${screen.name}` }));

/**
 * Whether the next screen must start the app afresh: a check's state (an open dialog, a
 * collapsed sidebar, a form's errors and their notice) would carry over an in-app navigation,
 * and the router's error screen replaces the app.
 */
const leavesState = (screen: Screen) => !!screen.act || screen.path === '/no-such-screen';

/**
 * Waits until nothing moves: no request shown as pending, and no transition (a drawer sliding,
 * a label floating) half-way, whose colours axe would read mid-fade.
 */
async function settle(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

type AxeNode = AxeViolation['nodes'][number];

/** Where a violation is (axe's selector, the start of the element's HTML) and, when axe says, why ('contrast of 3.2'). */
const where = ({ target, html, any }: AxeNode) =>
  [target.join(' '), html.replace(/\s+/g, ' ').slice(0, 90), any[0]?.message.slice(0, 200)].filter(Boolean).join(' ');

/** Axe's WCAG 2.1 A/AA violations on the page as it is, one line each: rule, impact, what it says, where (the first few). */
async function violations(page: Page): Promise<string[]> {
  return (await wcagViolations(page)).map(({ id, impact, help, nodes }) => {
    const more = nodes.length > 3 ? ` and ${nodes.length - 3} more` : '';
    return `${id} (${impact}): ${help}. At ${nodes.slice(0, 3).map(where).join(' | ')}${more}`;
  });
}

/**
 * Opens each screen in turn and checks it; every screen's violations are reported, not just the
 * first's. The app starts once, then each screen opens as the app's links open it, unless the
 * last one leaves state behind. Axe takes a second or more a screen, several on a busy machine:
 * the test's time grows with its screens.
 */
async function expectAccessible(page: Page, screens: Screen[]) {
  test.setTimeout(15_000 * screens.length);
  let afresh = true;
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      if (afresh) await page.goto(screen.path);
      else await navigateInApp(page, screen.path);
      afresh = leavesState(screen);
      await screen.ready(page);
      await screen.act?.(page);
      await settle(page);
      expect.soft(await violations(page), `${screen.name} (${screen.path}) meets WCAG 2.1 A/AA`).toEqual([]);
    });
  }
}

for (const [group, screens] of Object.entries(SCREENS)) {
  test(`${group}: no WCAG 2.1 A/AA violation`, async ({ loggedIn: page }) => {
    await expectAccessible(page, screens);
  });
}

test.describe('in the dark theme', () => {
  /** The admin's saved choice, as the top bar's switch saves it: the app opens dark. */
  const chooseDark = async (page: Page) =>
    expect((await page.request.put('/api/auth/preferences', { data: { preferences: { theme: 'dark' } } })).status()).toBe(200);

  test('a screen of each kind: no WCAG 2.1 A/AA violation', async ({ loggedIn: page }) => {
    await chooseDark(page);
    await expectAccessible(page, DARK);
  });

  test.describe('at 390 px wide', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('lists as cards and the drawer: no WCAG 2.1 A/AA violation', async ({ loggedIn: page }) => {
      await chooseDark(page);
      await expectAccessible(page, [appScreen('/properties'), appScreen('/inbox'), NARROW.at(-1)!]);
    });
  });
});

test('a failed list load: no WCAG 2.1 A/AA violation', async ({ loggedIn: page }) => {
  for (const { isList } of LOAD_ERRORS) await page.route(isList, (route) => route.fulfill(apiFailure(500, 'Boom')));
  await expectAccessible(page, LOAD_ERRORS);
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists as cards and the drawer: no WCAG 2.1 A/AA violation', async ({ loggedIn: page }) => {
    await expectAccessible(page, NARROW);
  });
});

test('the login screen, and after a failed login: no WCAG 2.1 A/AA violation', async ({ page }) => {
  const login = loginPage(page);
  await login.goto();
  await login.expectShown();
  await settle(page);
  expect.soft(await violations(page), 'the login screen meets WCAG 2.1 A/AA').toEqual([]);

  // An unknown email: no real account's login attempts are counted.
  await login.logIn({ email: 'nobody@example.com', password: 'not-a-password' });
  await expect(login.error).toBeVisible();
  await settle(page);
  expect.soft(await violations(page), 'the login failure meets WCAG 2.1 A/AA').toEqual([]);
});

test('every sidebar link is one of the screens checked here', async ({ loggedIn: page }) => {
  const app = shell(page);
  await app.goto('/');
  await expect(app.sidebarLinks.first()).toBeVisible();
  const links = await app.sidebarLinks.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  const checked = new Set(Object.values(SCREENS).flatMap((screens) => screens.map(({ path }) => path)));

  expect(
    links.filter((href) => !checked.has(href!)),
    'a sidebar link without a line in SCREENS',
  ).toEqual([]);
});
