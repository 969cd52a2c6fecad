import { organisationPages, uniqueName, type NewOrganisation, type OrganisationScreens } from './organisationPages';

/** Spec §2 'Manage Agencies': the table's columns, in order. */
const AGENCY_COLUMNS = ['ID', 'Agency Name', 'Description', 'Contact Person', 'Contact Number', 'Email', 'Status'] as const;
type Column = (typeof AGENCY_COLUMNS)[number];

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

/** `PUT /api/agencies/?id={id}`: an agency's update. */
const isAgencyUpdate = (id: number) => (url: URL) => url.pathname === '/api/agencies/' && url.searchParams.get('id') === String(id);

/**
 * Spec §2 'Agencies' and §8: the list at '/agents', Agency Details at '/agencies/{id}', and
 * '/add-agent', the sidebar's 'Add Agency' form.
 */
export const AGENCIES: OrganisationScreens<Column> = {
  noun: 'Agency',
  apiPath: '/agencies',
  nameField: 'agencyName',
  list: {
    path: '/agents',
    title: 'Manage Agencies',
    columns: AGENCY_COLUMNS,
    isList: (url) => url.pathname === '/api/agencies',
    loading: 'Loading agencies...',
    loadError: 'Failed to load agencies. Please try again later.',
    addLabel: 'Add Agency',
  },
  nameColumn: 'Agency Name',
  cardLabels: { contactPerson: 'Contact Person', contactNumber: 'Contact Number', emailAddress: 'Email', description: 'Description' },
  detailsPath: (id) => `/agencies/${id}`,
  details: {
    heading: 'Agency Details',
    nameLabel: 'Agency Name',
    submit: 'Save',
    busy: 'Saving...',
    notFound: 'Agency not found',
    loadError: 'Failed to load agency details',
    back: 'Back to Agencies',
  },
  add: { path: '/add-agent', heading: 'Add Agency', nameLabel: 'Agency Name', submit: 'Create Agency', busy: 'Creating Agency...' },
  notices: { updated: 'Agency updated successfully!', created: 'Agency created successfully!' },
  newRecord: newAgency,
  isUpdate: isAgencyUpdate,
};

export const {
  edit: agencyEditPage,
  add: addAgencyPage,
  /** The agency API (`/api/agencies`), to set up a test's own agencies. */
  api: agenciesApi,
} = organisationPages<Column, AgencyRow>(AGENCIES);
