import type { Page } from '@playwright/test';
import { propertyFormFields } from './propertyFormFields';

/** Spec §5 'New property form': the fields it requires. */
export const REQUIRED_FIELDS = [
  'Property Name',
  'Category',
  'Status',
  'Seller',
  'Teaser',
  'Introduction',
  'Address Line 1',
  'Suburb',
  'Province',
  'Country',
  'Agency',
  'Agent',
] as const;

export interface NewProperty {
  name: string;
  category: string;
  status: string;
  seller: string;
  agency: string;
  agent: string;
  teaser: string;
  introduction: string;
  addressLine1: string;
  addressLine2?: string;
  addressLine3?: string;
  suburb: string;
  province: string;
  country: string;
}

/** '/add-property': the Add New Property form (spec §2). */
export function propertyCreatePage(page: Page) {
  const form = propertyFormFields(page);
  return {
    path: '/add-property',
    ...form,
    heading: page.getByRole('heading', { name: 'Add New Property', exact: true }),
    saveButton: page.getByRole('button', { name: 'Save', exact: true }),

    async goto() {
      await page.goto('/add-property');
      // Every list has arrived once the dropdowns are comboboxes.
      await form.select('Country').waitFor();
    },

    async fill(property: NewProperty) {
      await form.text('Property Name').fill(property.name);
      await form.choose('Category', property.category);
      await form.choose('Status', property.status);
      await form.choose('Seller', property.seller);
      await form.text('Teaser').fill(property.teaser);
      await form.text('Introduction').fill(property.introduction);
      await form.text('Address Line 1').fill(property.addressLine1);
      if (property.addressLine2) await form.text('Address Line 2').fill(property.addressLine2);
      if (property.addressLine3) await form.text('Address Line 3').fill(property.addressLine3);
      await form.text('Suburb').fill(property.suburb);
      await form.choose('Province', property.province);
      await form.choose('Country', property.country);
      await form.choose('Agency', property.agency);
      await form.choose('Agent', property.agent);
    },
  };
}
