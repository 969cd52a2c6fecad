import { expect, type Page } from '@playwright/test';

/** Spec §2 'Layout': the sidebar links, in order, after issue 32's inbox. */
export const SIDEBAR_LINKS = [
  { to: '/inbox', label: 'Inbox' },
  { to: '/properties', label: 'Manage Properties' },
  { to: '/reorder-landing-page', label: 'Re-order Landing Page' },
  { to: '/add-property', label: 'Add Property' },
  { to: '/users', label: 'Manage Users' },
  { to: '/add-user', label: 'Add User' },
  { to: '/sellers', label: 'Manage Seller' },
  { to: '/add-seller', label: 'Add Seller' },
  { to: '/agents', label: 'Manage Agencies' },
  { to: '/add-agent', label: 'Add Agency' },
  { to: '/activity-log', label: 'Activity Log' },
  { to: '/portfolios', label: 'Manage Portfolio' },
  { to: '/add-portfolio', label: 'Add Portfolio' },
] as const;

/** The links' texts: the inbox's carries its count badge before its label. */
export const SIDEBAR_TEXTS = SIDEBAR_LINKS.map(({ label }) => (label === 'Inbox' ? /^\d*Inbox$/ : label));

export const PRODUCT_NAME = 'Property Back-Office';

/**
 * The admin shell around every screen once logged in (spec §2 'Layout'): the top bar with the
 * menu toggle, breadcrumbs, Profile label and Logout; the sidebar with the logo and links; the
 * logout confirmation; and the default error screen of unknown routes.
 */
export function shell(page: Page) {
  const topBar = page.getByRole('banner');
  const breadcrumbs = topBar.getByRole('navigation', { name: 'breadcrumb' });
  // On wide screens the sidebar is always there (open or collapsed); on narrow ones it is a
  // drawer that only exists while open. It is a navigation landmark: the logo, then the menu.
  const sidebar = page.getByRole('navigation', { name: 'Sidebar', exact: true });
  const menuToggle = topBar.getByRole('button', { name: /^(Open|Close) menu$/ });
  const logoutButton = topBar.getByRole('button', { name: 'Logout', exact: true });
  const logoutDialog = page.getByRole('dialog', { name: 'Logout' });

  return {
    topBar,
    sidebar,
    sidebarLinks: sidebar.getByRole('menuitem'),
    sidebarLink: (label: string) => sidebar.getByRole('menuitem', { name: label, exact: true }),
    /** A link's visible label, which a collapsed sidebar hides while keeping the icon. */
    sidebarLabel: (label: string) => sidebar.getByText(label, { exact: true }),
    logo: sidebar.getByRole('img', { name: PRODUCT_NAME }),
    /** react-admin names the toggle after what it will do: 'Close menu' while open. */
    menuToggle,
    breadcrumbs,
    crumbs: breadcrumbs.getByRole('listitem'),
    crumbLink: (label: string) => breadcrumbs.getByRole('link', { name: label, exact: true }),
    profileLabel: topBar.getByTitle(/^Profile:/),
    logoutButton,
    logoutDialog,
    unexpectedError: page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' }),

    async goto(path: string) {
      await page.goto(path);
      await expect(topBar).toBeVisible();
    },

    async expectShown() {
      await expect(topBar).toBeVisible();
      await expect(logoutButton).toBeVisible();
    },

    async toggleMenu() {
      await menuToggle.click();
    },

    async askToLogout() {
      await logoutButton.click();
      await expect(logoutDialog).toBeVisible();
    },

    async cancelLogout() {
      await logoutDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(logoutDialog).toBeHidden();
    },

    async confirmLogout() {
      await logoutDialog.getByRole('button', { name: 'Logout', exact: true }).click();
    },
  };
}
