import type { Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, expect, test } from './fixtures';
import { wcagViolations, type AxeViolation } from './helpers/axe';
import { fresh, navigateInApp } from './helpers/inAppNavigation';
import { apiFailure } from './helpers/network';
import { ACTIVITY_LIST } from './pages/activityLogPage';
import { AGENCIES } from './pages/agencyPages';
import { homePage } from './pages/homePage';
import { informationTabPage } from './pages/informationTabPage';
import { LANDING_LIST, isLandingList, landingOrderPage } from './pages/landingOrderPage';
import { loginPage } from './pages/loginPage';
import { PORTFOLIO_LIST, portfolioListPage } from './pages/portfolioPages';
import { PROPERTY_TABS, type PropertyTabLabel } from './pages/propertyDetailsPage';
import { PROPERTY_LIST } from './pages/propertyListPage';
import { SELLERS } from './pages/sellerPages';
import { shell } from './pages/shell';
import { USER_LIST } from './pages/userListPage';

/**
 * Issue 11: every screen meets WCAG 2.1 A and AA as axe-core checks it, logged in, in the
 * states an admin meets (loaded, a failed load, a form's errors, a narrow window, the dialogs).
 * A screen is one line in a table below; the sidebar's links are checked against the tables,
 * so a new sidebar entry without a line fails here.
 */

/** What shows a screen has loaded: a text only its loaded state shows, or an element. */
type Ready = string | RegExp | ((page: Page) => Locator);

interface Screen {
  name: string;
  path: string;
  ready: Ready;
  /** Brings the screen into the state to check once it has loaded (opens a dialog, submits an empty form). */
  act?: (page: Page) => Promise<unknown>;
}

const PROPERTY = 3;
/** A buyer: the Agency field is disabled, with its helper text. */
const BUYER = 17;
const SELLER = 1;
const AGENCY = 1;
/** A demo portfolio: pictures in every slot, and properties. */
const PORTFOLIO = 1;

/** react-admin's pager once the first page has arrived: '1-25 of 40'. */
const FIRST_PAGE = /^1-\d+ of \d+$/;
const UNKNOWN_ROUTE = 'Unexpected Application Error!';
const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true });
const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });
/** A form has its choices once its last dropdown is a combobox. */
const dropdown = (label: string) => (page: Page) => page.getByRole('combobox', { name: new RegExp(`^${label}\\b`) });
const textbox = (label: string) => (page: Page) => page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

/** Submits a form untouched, so its required fields show their errors. */
const submitEmpty = (label: string) => async (page: Page) => {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByText('Required', { exact: true }).first()).toBeVisible();
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

/**
 * A data-room tab has loaded once it shows its tree, its empty message, or (the property's data
 * room not built) the pointer to the Vault tab: whichever the demo data gives the property.
 */
const dataRoomTab = (list: RegExp, empty?: string) => (page: Page) => {
  const shown = page
    .getByRole('list', { name: list })
    .first()
    .or(page.getByRole('link', { name: 'Vault tab', exact: true }));
  return empty ? shown.or(page.getByText(empty, { exact: true })) : shown;
};

/** The details screen's tabs, each at its own address, and what shows once each has loaded. */
const TAB_READY: Record<PropertyTabLabel, Ready> = {
  Summary: (page) => page.getByRole('region', { name: 'Property Information', exact: true }),
  Headers: button('Save Changes'),
  Information: (page) => page.getByRole('region', { name: 'Add New Information Block' }),
  Media: (page) => page.getByRole('table', { name: 'Media items' }),
  Vault: (page) => page.getByRole('region', { name: 'Dataroom Checklist', exact: true }),
  'Virtual Data Room': dataRoomTab(/^Virtual data room$/),
  'Due Diligence Data Room': dataRoomTab(/^Due diligence data room$/),
  'External Due Diligence': dataRoomTab(
    /^External due diligence requests: /,
    'No external due diligence requests have been made for this property.',
  ),
  'Manage Datarooms': dataRoomTab(/^Virtual data room$/),
};
const tabScreen = ({ label, path }: (typeof PROPERTY_TABS)[number]): Screen => ({
  name: `property details: ${label}`,
  path: `/properties/${PROPERTY}${path}`,
  ready: TAB_READY[label],
});

/**
 * Every screen, logged in and at 1280 px unless a group says otherwise. Each group is one test
 * that checks its screens in turn on one page: a new screen is a line in a group.
 */
const SCREENS: Record<string, Screen[]> = {
  'home, the error route and the shell': [
    { name: 'home', path: '/', ready: (page) => homePage(page).greeting(DEMO_ADMIN.fullName) },
    { name: 'unknown route', path: '/no-such-screen', ready: UNKNOWN_ROUTE },
    { name: 'logout dialog', path: '/', ready: button('Logout'), act: (page) => shell(page).askToLogout() },
    // Last: the collapse is remembered.
    { name: 'sidebar collapsed to icons', path: '/', ready: (page) => homePage(page).prompt, act: toggleSidebar },
  ],
  properties: [
    { name: 'Manage Properties', path: '/properties', ready: FIRST_PAGE },
    { name: 'Add Property', path: '/add-property', ready: dropdown('Country') },
    { name: 'Re-order Landing Page', path: '/reorder-landing-page', ready: (page) => landingOrderPage(page).rows.first() },
  ],
  'property details': [
    ...PROPERTY_TABS.map(tabScreen),
    {
      name: 'property details: Information, a block opened',
      path: `/properties/${PROPERTY}/information`,
      ready: TAB_READY.Information,
      act: openFirstBlock,
    },
  ],
  'users and the activity log': [
    { name: 'Manage Users', path: '/users', ready: FIRST_PAGE },
    { name: 'user details and reset password', path: `/users/${BUYER}`, ready: dropdown('Role Type') },
    { name: 'Add User', path: '/add-user', ready: dropdown('Seller Company') },
    { name: 'Activity Log', path: '/activity-log', ready: FIRST_PAGE },
  ],
  'sellers and agencies': [
    { name: 'Manage Sellers', path: '/sellers', ready: FIRST_PAGE },
    { name: 'Seller Details', path: `/sellers/${SELLER}`, ready: textbox('Company Name') },
    { name: 'Add Seller', path: '/add-seller', ready: heading('Add Seller') },
    { name: 'Manage Agencies', path: '/agents', ready: FIRST_PAGE },
    { name: 'Agency Details', path: `/agencies/${AGENCY}`, ready: textbox('Agency Name') },
    { name: 'Add Agency', path: '/add-agent', ready: heading('Add Agency') },
  ],
  portfolios: [
    { name: 'Manage Portfolio', path: PORTFOLIO_LIST.path, ready: (page) => portfolioListPage(page).rows.first() },
    { name: 'Portfolio Details', path: `/portfolios/${PORTFOLIO}`, ready: textbox('Title') },
    { name: 'Add Portfolio', path: '/add-portfolio', ready: textbox('Title') },
  ],
  'forms showing their errors': [
    { name: 'Add Property, saved empty', path: '/add-property', ready: dropdown('Country'), act: submitEmpty('Save') },
    { name: 'Add User, saved empty', path: '/add-user', ready: dropdown('Seller Company'), act: submitEmpty('Save') },
    { name: 'Add Seller, saved empty', path: '/add-seller', ready: heading('Add Seller'), act: submitEmpty('Create Seller') },
    { name: 'Add Portfolio, saved empty', path: '/add-portfolio', ready: textbox('Title'), act: submitEmpty('Create Portfolio') },
  ],
};

/** Each list with its list request failing: the load error and its Try Again. */
const LOAD_ERRORS: Array<Screen & { isList: (url: URL) => boolean }> = [
  ...[PROPERTY_LIST, USER_LIST, SELLERS.list, AGENCIES.list, ACTIVITY_LIST, PORTFOLIO_LIST].map(({ title, path, isList, loadError }) => ({
    name: title,
    path,
    isList,
    ready: loadError,
  })),
  { name: 'Re-order Landing Page', path: '/reorder-landing-page', isList: isLandingList, ready: LANDING_LIST.loadError },
];

/** At 390 px (a phone): the lists as cards, then the sidebar as a drawer (it stays open once opened). */
const NARROW: Screen[] = [
  ...[PROPERTY_LIST, USER_LIST, SELLERS.list, AGENCIES.list, ACTIVITY_LIST, PORTFOLIO_LIST].map(({ title, path }) => ({
    name: title,
    path,
    ready: FIRST_PAGE,
  })),
  { name: 'sidebar drawer', path: '/', ready: (page) => homePage(page).prompt, act: toggleSidebar },
];

/** The screen's own ready mark, not one the last screen left while this one loads (see navigateInApp). */
const readyLocator = (page: Page, ready: Ready) => fresh(typeof ready === 'function' ? ready(page) : page.getByText(ready)).first();

/**
 * Whether the next screen must start the app afresh: a check's state (an open dialog, a
 * collapsed sidebar, a form's errors and their notice) would carry over an in-app navigation,
 * and the router's error screen replaces the app.
 */
const leavesState = (screen: Screen) => !!screen.act || screen.ready === UNKNOWN_ROUTE;

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
      await expect(readyLocator(page, screen.ready)).toBeVisible();
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
