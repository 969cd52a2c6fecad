import type { APIRequestContext, Page } from '@playwright/test';
import { organisationApi, organisationDetailsPage, organisationFormPage, organisationListPage, uniqueName, type NewOrganisation } from './organisationPages';

/** Spec §2 'Manage Agencies': the table's columns, in order. */
export const AGENCY_COLUMNS = ['ID', 'Agency Name', 'Description', 'Contact Person', 'Contact Number', 'Email', 'Status'] as const;

/** One row of GET /api/agencies. */
export interface AgencyRow {
  id: number;
  agencyName: string;
  description: string | null;
  contactPerson: string | null;
  contactNumber: string | null;
  emailAddress: string | null;
  isActive: boolean;
}

/** An agency of the test's own, with a unique name (`extra` overrides any field). */
export const newAgency = (tag: string, extra: Partial<NewOrganisation> = {}): NewOrganisation => ({
  name: uniqueName(`E2E Agency ${tag}`),
  contactPerson: 'Pieter van Wyk',
  contactNumber: '012 555 0142',
  emailAddress: `${tag.toLowerCase().replace(/\W+/g, '.')}@agencies.example.com`,
  description: 'Commercial brokerage covering Pretoria East.',
  ...extra,
});

/** The agency API (`/api/agencies`), to set up a test's own agencies. */
export const agenciesApi = (request: APIRequestContext) => organisationApi(request, '/agencies', 'agencyName');

/** `PUT /api/agencies/?id={id}`: an agency's update. */
export const isAgencyUpdate = (id: number) => (url: URL) => url.pathname === '/api/agencies/' && url.searchParams.get('id') === String(id);

/** '/agents': Manage Agencies. */
export const agencyListPage = (page: Page) =>
  organisationListPage(page, {
    path: '/agents',
    title: 'Manage Agencies',
    apiPath: '/agencies',
    columns: AGENCY_COLUMNS,
    loading: 'Loading agencies...',
    loadError: 'Failed to load agencies. Please try again later.',
    addLabel: 'Add Agency',
  });

/** '/agencies/{id}': Agency Details. */
export const agencyEditPage = (page: Page, id: number | string) =>
  organisationDetailsPage(page, {
    path: `/agencies/${id}`,
    heading: 'Agency Details',
    nameLabel: 'Agency Name',
    submit: 'Save',
    busy: 'Saving...',
    notFound: 'Agency not found',
    loadError: 'Failed to load agency details',
  });

/** '/add-agent': the sidebar's 'Add Agency', the Add Agency form. */
export const addAgencyPage = (page: Page) =>
  organisationFormPage(page, { path: '/add-agent', heading: 'Add Agency', nameLabel: 'Agency Name', submit: 'Create Agency', busy: 'Creating Agency...' });
