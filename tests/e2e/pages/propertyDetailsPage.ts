import { expect, type Page } from '@playwright/test';
import type { Agent, PropertyRecord } from '../../../src/resources/properties/shared/propertyTypes';
import { propertyFormFields } from './propertyFormFields';

/** Spec §2 'Property details': the tabs in order, and the address of each under '/properties/{id}'. */
export const PROPERTY_TABS = [
  { label: 'Summary', path: '' },
  { label: 'Headers', path: '/headers' },
  { label: 'Information', path: '/information' },
  { label: 'Media', path: '/media' },
  { label: 'Vault', path: '/vault' },
  { label: 'Virtual Data Room', path: '/virtual-data-room' },
  { label: 'Due Diligence Data Room', path: '/due-diligence' },
  { label: 'External Due Diligence', path: '/external-due-diligence' },
  { label: 'Manage Datarooms', path: '/manage-datarooms' },
] as const;
export type PropertyTabLabel = (typeof PROPERTY_TABS)[number]['label'];

/** The Headers form's flags: the label of each, and the text beside its checkbox (spec §2). */
const HEADER_FLAGS = {
  'Carousel Featured': 'Mark as featured property',
  'Public Listing': 'Available for listing',
  'Discrete List': 'Discrete listing',
  Published: 'Property is active',
} as const;
export type FlagLabel = keyof typeof HEADER_FLAGS;

export type SummarySection = 'Property Information' | 'Location' | 'Agent Details' | 'Property Flags';

/** '/properties/{id}/*': the details screen, its tabs, the Summary and the Headers form. */
export function propertyDetailsPage(page: Page, id: number | string) {
  const path = `/properties/${id}`;
  const loadError = page.getByRole('alert').filter({ hasText: 'Failed to load property details' });
  const section = (name: SummarySection) => page.getByRole('region', { name, exact: true });
  const tab = (label: PropertyTabLabel) => page.getByRole('tab', { name: label, exact: true });
  const pathOf = (label: PropertyTabLabel) => `${path}${PROPERTY_TABS.find((t) => t.label === label)!.path}`;

  return {
    path,
    pathOf,
    heading: page.getByRole('heading', { level: 1 }),
    tabs: page.getByRole('tablist').getByRole('tab'),
    tab,
    openPublicPage: page.getByRole('link', { name: 'View Public Page', exact: true }),
    copyLinkButton: page.getByRole('button', { name: 'Copy Link', exact: true }),
    backButton: page.getByRole('link', { name: 'Back to Properties', exact: true }),
    recentHistory: page.getByRole('button', { name: 'Recent history', exact: true }),
    /** The History panel that Recent history opens (issue 33). */
    historyPanel: page.getByRole('dialog', { name: 'History', exact: true }),
    loadError,
    notice: (text: string) => page.getByText(text, { exact: true }),

    /** The property as the API has it now (POST /api/properties/{id}/admin). */
    async record(): Promise<PropertyRecord> {
      const res = await page.request.post(`/api/properties/${id}/admin`, { data: {} });
      expect(res.status()).toBe(200);
      return res.json();
    },

    /** One agency's agents as the API lists them. */
    async agentsOf(agencyId: number): Promise<Agent[]> {
      const res = await page.request.get(`/api/users?userRoleTypeId=6&agencyId=${agencyId}`);
      expect(res.status()).toBe(200);
      return res.json();
    },

    async goto(label: PropertyTabLabel = 'Summary') {
      await page.goto(pathOf(label));
    },

    /**
     * Clicks a tab and waits until it is selected and the tab bar has stopped moving. The bar
     * moves on its own: after a selection MUI scrolls it for 300 ms to bring the selected tab
     * into view, and it answers a resize of any tab up to 166 ms later (debounced) by doing so
     * again. A click aimed while it moves lands on whatever moved under it (property-details.spec
     * once clicked the selected tab instead, and once selected nothing): so the tab is scrolled
     * into view first and clicked only once the bar has held still for longer than that.
     */
    async openTab(label: PropertyTabLabel) {
      await tab(label).scrollIntoViewIfNeeded();
      await this.tabBarSettled(250);
      await tab(label).click();
      await expect(tab(label)).toHaveAttribute('aria-selected', 'true');
      await this.tabBarSettled();
    },

    /** Waits until the tab bar's scroll position holds still for `ms` (0: over two frames). */
    async tabBarSettled(ms = 0) {
      const still = () =>
        page.getByRole('tablist').evaluate(
          (list, ms) =>
            new Promise<boolean>((resolve) => {
              const scroller = list.parentElement!;
              const start = scroller.scrollLeft;
              const until = performance.now() + ms;
              let frames = 0;
              const check = () => {
                if (scroller.scrollLeft !== start) resolve(false);
                else if (++frames >= 2 && performance.now() >= until) resolve(true);
                else requestAnimationFrame(check);
              };
              requestAnimationFrame(check);
            }),
          ms,
        );
      await expect.poll(still).toBe(true);
    },

    /** Summary tab: a section, and the value shown beside one of its labels. */
    section,
    summaryValue: (name: SummarySection, label: string) => section(name).locator(`dt:text-is("${label}") + dd`),
    summaryLabels: (name: SummarySection) => section(name).locator('dt'),

    /** Headers tab. */
    form: propertyFormFields(page),
    flag: (label: FlagLabel) => page.getByRole('checkbox', { name: HEADER_FLAGS[label], exact: true }),
    currentAgent: page.getByRole('region', { name: 'Current agent', exact: true }),
    saveChanges: page.getByRole('button', { name: 'Save Changes', exact: true }),
  };
}
