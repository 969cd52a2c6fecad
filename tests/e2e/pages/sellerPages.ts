import { organisationPages, uniqueName, type NewOrganisation, type OrganisationScreens } from './organisationPages';

/** Spec §2 'Manage Sellers': the table's columns, in order. */
export const SELLER_COLUMNS = ['ID', 'Company Name', 'Contact Person', 'Email', 'Phone', 'Description', 'Status'] as const;
type Column = (typeof SELLER_COLUMNS)[number];

/** One row of GET /api/seller-companies. */
export interface SellerRow {
  id: number;
  companyName: string;
  contactPerson: string | null;
  contactNumber: string | null;
  emailAddress: string | null;
  description: string;
  isActive: boolean;
}

/** A seller of the test's own, with a unique name (`extra` overrides any field). */
export const newSeller = (tag: string, extra: Partial<NewOrganisation> = {}): NewOrganisation => ({
  name: uniqueName(`E2E Seller ${tag}`),
  contactPerson: 'Thandi Nkosi',
  contactNumber: '021 555 0100',
  emailAddress: `${tag.toLowerCase().replace(/\W+/g, '.')}@sellers.example.com`,
  description: 'Owner of light-industrial parks on the Cape Flats.',
  ...extra,
});

/** Spec §8 Sellers: the three update failures. */
export const SELLER_UPDATE_FAILURES = {
  network: 'Network error: Unable to connect to the server. Please check your connection and try again.',
  server: 'Server error: The server encountered an internal error. Please try again in a moment.',
  other: (message: string) => `Failed to update seller: ${message}`,
};

/** `PUT /api/seller-companies?id={id}`: a seller's update. */
const isSellerUpdate = (id: number) => (url: URL) => url.pathname === '/api/seller-companies' && url.searchParams.get('id') === String(id);

/** Spec §2 'Sellers' and §8: Manage Sellers at '/sellers', Seller Details, Add Seller. */
export const SELLERS: OrganisationScreens<Column> = {
  noun: 'Seller',
  apiPath: '/seller-companies',
  nameField: 'companyName',
  list: {
    path: '/sellers',
    title: 'Manage Sellers',
    columns: SELLER_COLUMNS,
    isList: (url) => url.pathname === '/api/seller-companies',
    loading: 'Loading sellers...',
    loadError: 'Failed to load sellers. Please try again later.',
    addLabel: 'Add Seller',
  },
  nameColumn: 'Company Name',
  cardLabels: { contactPerson: 'Contact Person', contactNumber: 'Phone', emailAddress: 'Email', description: 'Description' },
  detailsPath: (id) => `/sellers/${id}`,
  details: {
    heading: 'Seller Details',
    nameLabel: 'Company Name',
    submit: 'Save',
    busy: 'Saving...',
    notFound: 'Seller not found',
    loadError: 'Failed to load seller details',
    back: 'Back to Sellers',
  },
  add: { path: '/add-seller', heading: 'Add Seller', nameLabel: 'Company Name', submit: 'Create Seller', busy: 'Creating Seller...' },
  notices: { updated: 'Seller updated successfully!', created: 'Seller created successfully!' },
  newRecord: newSeller,
  isUpdate: isSellerUpdate,
};

export const {
  list: sellerListPage,
  edit: sellerEditPage,
  add: addSellerPage,
  /** The seller API (`/api/seller-companies`), to set up a test's own sellers. */
  api: sellersApi,
} = organisationPages<Column, SellerRow>(SELLERS);
