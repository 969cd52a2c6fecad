import type { Locator, Page } from '@playwright/test';
import { FRESH, fresh } from '../helpers/inAppNavigation';

/**
 * One screen of the app, and how to tell that its data is on screen. The one table of screens:
 * the fit checks (screenshots.spec.ts), the accessibility checks (accessibility.spec.ts) and the
 * layout-shift bench walk it, and a unit test (tests/unit/registries.test.ts) fails when a
 * route of the app has no line here.
 */
export interface AppScreen {
  name: string;
  path: string;
  /** 'list' and 'details' screens must not jump as their data arrives (issue 11). */
  kind: 'home' | 'list' | 'details' | 'form';
  /** The part of the app it belongs to: the accessibility checks take each area as one test. */
  area: 'home' | 'properties' | 'property details' | 'users and the activity log' | 'sellers and agencies' | 'portfolios';
  /**
   * Waits for the screen's own elements, not ones the last screen left on the page (FRESH). A
   * check that waits for an element hands it back, so the layout-shift bench can read in the page
   * when it appeared (Playwright notices an element only at its next poll, up to 500 ms later).
   */
  ready: (page: Page) => Promise<Locator | void>;
}

/** A property with a built data room and content in every tab. */
export const PROPERTY = 3;
/** A buyer: the Agency field is disabled, with its helper text. */
const BUYER = 17;
const SELLER = 1;
const AGENCY = 1;
/** A demo portfolio: pictures in every slot, and properties. */
const PORTFOLIO = 1;

const shows = (locate: (page: Page) => Locator) => async (page: Page) => {
  const shown = fresh(locate(page)).first();
  await shown.waitFor();
  return shown;
};
/** The first row of a table, or the first card of a phone's list. */
const firstRow = shows((page) => page.locator(`table tbody tr td${FRESH}, ul[aria-label] > li:not([aria-hidden])${FRESH}`));
const text = (shown: string) => shows((page) => page.getByText(shown, { exact: true }));
/** A form's input by its field name, once it is there. */
const input = (name: string) => shows((page) => page.locator(`input[name="${name}"]`));
/** A form has its choices once the dropdown is a combobox. */
const dropdown = (label: string) => shows((page) => page.getByRole('combobox', { name: new RegExp(`^${label}\\b`) }));
/**
 * A property form has its choices once `shown` is there and no dropdown still reads 'Loading ...'
 * (a disabled stand-in, greyed as an inactive control is, which axe would otherwise judge).
 */
const choicesLoaded = (shown: string) => async (page: Page) => {
  await text(shown)(page);
  await page.waitForFunction(() => ![...document.querySelectorAll('input')].some((input) => input.value === 'Loading ...'));
};
/** A details form shows its record once the named input holds a value. */
const filled = (name: string) => async (page: Page) => {
  await page.waitForFunction((selector) => !!document.querySelector<HTMLInputElement>(selector)?.value, `input[name="${name}"]${FRESH}`);
};

/**
 * A data-room tab has loaded once it shows its tree, its empty message, or (the property's data
 * room not built) the pointer to the Vault tab: whichever the demo data gives the property.
 */
const dataRoomTab = (list: RegExp, empty?: string) =>
  shows((page) => {
    const shown = page
      .getByRole('list', { name: list })
      .first()
      .or(page.getByRole('link', { name: 'Vault tab', exact: true }));
    return empty ? shown.or(page.getByText(empty, { exact: true })) : shown;
  });

const tab = (label: string, path: string, ready: AppScreen['ready']): AppScreen => ({
  name: `property details: ${label}`,
  path: `/properties/${PROPERTY}${path}`,
  kind: 'details',
  area: 'property details',
  ready,
});

/** Every screen an admin can open (README 'Screens'), on records of the demo data. */
export const APP_SCREENS: AppScreen[] = [
  // Ready once the figures' charts are drawn below the greeting (issue 32), so the checks cover them.
  {
    name: 'Home',
    path: '/',
    kind: 'home',
    area: 'home',
    ready: shows((page) =>
      page.getByRole('region', { name: 'Figures', exact: true }).getByRole('table', { name: 'Data room completeness' }),
    ),
  },
  // The demo data has NDAs and files waiting for a decision.
  { name: 'Inbox', path: '/inbox', kind: 'list', area: 'home', ready: firstRow },
  { name: 'Manage Properties', path: '/properties', kind: 'list', area: 'properties', ready: firstRow },
  { name: 'Re-order Landing Page', path: '/reorder-landing-page', kind: 'list', area: 'properties', ready: firstRow },
  { name: 'Add Property', path: '/add-property', kind: 'form', area: 'properties', ready: dropdown('Country') },
  tab(
    'Summary',
    '',
    shows((page) => page.getByRole('region', { name: 'Property Information', exact: true })),
  ),
  tab('Headers', '/headers', choicesLoaded('Mark as featured property')),
  tab(
    'Information',
    '/information',
    shows((page) => page.getByRole('region', { name: 'Add New Information Block' })),
  ),
  tab(
    'Media',
    '/media',
    shows((page) => page.getByRole('table', { name: 'Media items' })),
  ),
  tab(
    'Vault',
    '/vault',
    shows((page) => page.getByRole('region', { name: 'Dataroom Checklist', exact: true })),
  ),
  tab('Virtual Data Room', '/virtual-data-room', dataRoomTab(/^Virtual data room$/)),
  tab('Due Diligence Data Room', '/due-diligence', dataRoomTab(/^Due diligence data room$/)),
  tab(
    'External Due Diligence',
    '/external-due-diligence',
    dataRoomTab(/^External due diligence requests: /, 'No external due diligence requests have been made for this property.'),
  ),
  tab('Manage Datarooms', '/manage-datarooms', dataRoomTab(/^Virtual data room$/)),
  { name: 'Manage Users', path: '/users', kind: 'list', area: 'users and the activity log', ready: firstRow },
  { name: 'User details', path: `/users/${BUYER}`, kind: 'details', area: 'users and the activity log', ready: dropdown('Role Type') },
  { name: 'Add User', path: '/add-user', kind: 'form', area: 'users and the activity log', ready: dropdown('Seller Company') },
  { name: 'Activity Log', path: '/activity-log', kind: 'list', area: 'users and the activity log', ready: firstRow },
  { name: 'Manage Seller', path: '/sellers', kind: 'list', area: 'sellers and agencies', ready: firstRow },
  { name: 'Seller details', path: `/sellers/${SELLER}`, kind: 'details', area: 'sellers and agencies', ready: filled('companyName') },
  { name: 'Add Seller', path: '/add-seller', kind: 'form', area: 'sellers and agencies', ready: input('companyName') },
  { name: 'Manage Agencies', path: '/agents', kind: 'list', area: 'sellers and agencies', ready: firstRow },
  { name: 'Agency details', path: `/agencies/${AGENCY}`, kind: 'details', area: 'sellers and agencies', ready: filled('agencyName') },
  { name: 'Add Agency', path: '/add-agent', kind: 'form', area: 'sellers and agencies', ready: input('agencyName') },
  { name: 'Manage Portfolio', path: '/portfolios', kind: 'list', area: 'portfolios', ready: firstRow },
  { name: 'Portfolio details', path: `/portfolios/${PORTFOLIO}`, kind: 'details', area: 'portfolios', ready: filled('title') },
  { name: 'Add Portfolio', path: '/add-portfolio', kind: 'form', area: 'portfolios', ready: input('title') },
];

/** The screen at `path` (a state of it, in a test, starts from its line here). */
export function appScreen(path: string): AppScreen {
  const screen = APP_SCREENS.find((s) => s.path === path);
  if (!screen) throw new Error(`no line in APP_SCREENS for ${path}`);
  return screen;
}
