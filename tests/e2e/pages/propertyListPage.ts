import type { Locator, Page } from '@playwright/test';
import { listPage, type ListScreen } from './listPage';

/** Spec §2 'Manage Properties': the table's columns, in order. */
export const PROPERTY_COLUMNS = [
  'Ref',
  'Property Name',
  'Category',
  'Location',
  'Status',
  'Published',
  'Discrete List',
  'Carousel Featured',
  'Public Listing',
] as const;
/** Issue 33's Readiness comes last on a list at least 1200 px wide (a wide window, or the sidebar folded). */
type Column = (typeof PROPERTY_COLUMNS)[number] | 'Readiness';

/** Spec §3 'Property (admin list)', the fields the screen shows. */
export interface PropertyListRow {
  id: number;
  propertyReference: string;
  listingTitle: string;
  listingDescription: string;
  category: string;
  suburb: string;
  province: string;
  propertyStatus: string;
  isActive: boolean;
  isDiscrete: boolean;
  isFeatured: boolean;
  isListable: boolean;
  placeholderyn: number;
}

/** The list request (GET /api/properties/admin), not the lookups. */
const isPropertyList = (url: URL) => url.pathname === '/api/properties/admin';

/** Spec §2 'Manage Properties' and §8. */
export const PROPERTY_LIST: ListScreen<Column> = {
  path: '/properties',
  title: 'Manage Properties',
  columns: PROPERTY_COLUMNS,
  isList: isPropertyList,
  loading: 'Loading properties...',
  loadError: 'Failed to load properties',
};

/** The same screen in a window wide enough for every column, issue 33's Readiness included. */
export const WIDE_PROPERTY_LIST: ListScreen<Column> = { ...PROPERTY_LIST, columns: [...PROPERTY_COLUMNS, 'Readiness'] };

/** '/properties': the property table with its search, filters, pager, export and states. */
export function propertyListPage(page: Page, screen = PROPERTY_LIST) {
  return {
    ...listPage<Column, PropertyListRow>(page, screen),
    /** The red asterisk after a placeholder's name. */
    placeholderMark: (scope: Locator) => scope.getByLabel('placeholder', { exact: true }),
    addButton: page.getByRole('link', { name: 'Add Property', exact: true }),

    /** Shows one of the filters that are not always there. */
    async addFilter(label: string) {
      await page.getByRole('button', { name: 'Add filter' }).click();
      await page.getByRole('menuitemcheckbox', { name: label, exact: true }).click();
    },
  };
}
