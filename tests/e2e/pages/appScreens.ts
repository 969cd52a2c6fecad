import type { Page } from '@playwright/test';
import { FRESH, fresh } from '../helpers/inAppNavigation';

/** One screen of the app, and how to tell that its data is on screen (for fit checks and the layout-shift bench). */
export interface AppScreen {
  name: string;
  path: string;
  /** 'list' and 'details' screens must not jump as their data arrives (issue 11). */
  kind: 'home' | 'list' | 'details' | 'form';
  ready: (page: Page) => Promise<void>;
}

/*
 * Each waits for the screen's own elements only, not for ones the last screen left on the page
 * (FRESH) when a test moves between screens within the app.
 */

/** The first row of a table, or the first card of a phone's list. */
const firstRow = async (page: Page) => {
  await page.locator(`table tbody tr td${FRESH}, ul[aria-label] > li:not([aria-hidden])${FRESH}`).first().waitFor();
};
const text = (shown: string) => async (page: Page) => {
  await fresh(page.getByText(shown, { exact: true }))
    .first()
    .waitFor();
};
/** A form's input by its field name, once it is there. */
const input = (name: string) => async (page: Page) => {
  await page.locator(`input[name="${name}"]${FRESH}`).waitFor();
};
/** A details form shows its record once the named input holds a value. */
const filled = (name: string) => async (page: Page) => {
  await page.waitForFunction((selector) => !!document.querySelector<HTMLInputElement>(selector)?.value, `input[name="${name}"]${FRESH}`);
};

/** Every screen an admin can open (README 'Screens'), on records of the demo data. */
export const APP_SCREENS: AppScreen[] = [
  { name: 'Home', path: '/', kind: 'home', ready: async (page) => fresh(page.getByRole('heading', { name: /^Welcome, / })).waitFor() },
  { name: 'Manage Properties', path: '/properties', kind: 'list', ready: firstRow },
  { name: 'Property summary', path: '/properties/12', kind: 'details', ready: text('Property Flags') },
  { name: 'Property headers', path: '/properties/12/headers', kind: 'details', ready: text('Mark as featured property') },
  { name: 'Property information', path: '/properties/12/information', kind: 'details', ready: text('Add New Information Block') },
  { name: 'Property media', path: '/properties/12/media', kind: 'details', ready: firstRow },
  { name: 'Add Property', path: '/add-property', kind: 'form', ready: input('listingTitle') },
  { name: 'Re-order Landing Page', path: '/reorder-landing-page', kind: 'list', ready: firstRow },
  { name: 'Users', path: '/users', kind: 'list', ready: firstRow },
  { name: 'User details', path: '/users/2', kind: 'details', ready: filled('firstName') },
  { name: 'Add User', path: '/add-user', kind: 'form', ready: input('firstName') },
  { name: 'Sellers', path: '/sellers', kind: 'list', ready: firstRow },
  { name: 'Seller details', path: '/sellers/1', kind: 'details', ready: filled('companyName') },
  { name: 'Add Seller', path: '/add-seller', kind: 'form', ready: input('companyName') },
  { name: 'Agencies', path: '/agents', kind: 'list', ready: firstRow },
  { name: 'Agency details', path: '/agencies/1', kind: 'details', ready: filled('agencyName') },
  { name: 'Add Agency', path: '/add-agent', kind: 'form', ready: input('agencyName') },
  { name: 'Activity Log', path: '/activity-log', kind: 'list', ready: firstRow },
  { name: 'Portfolios', path: '/portfolios', kind: 'list', ready: firstRow },
  { name: 'Portfolio details', path: '/portfolios/1', kind: 'details', ready: filled('title') },
  { name: 'Add Portfolio', path: '/add-portfolio', kind: 'form', ready: input('title') },
];
