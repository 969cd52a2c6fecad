import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { listPage, type ListScreen } from './listPage';

/**
 * The screens sellers and agencies share (spec §2 'Sellers', 'Agencies'): a list with search,
 * Status filter, sorting, pager, Add and Export; a details form; an Add form. sellerPages.ts
 * and agencyPages.ts give them their paths, columns and texts.
 */

/** A seller company or agency as the API answers it, its name under `name`. */
interface OrganisationRecord {
  id: number;
  name: string;
  contactPerson: string | null;
  contactNumber: string | null;
  emailAddress: string | null;
  description: string | null;
  isActive: boolean;
}

export interface NewOrganisation {
  name: string;
  contactPerson: string;
  contactNumber: string;
  emailAddress: string;
  description?: string;
  isActive?: boolean;
}

/** A name no other test (or run) uses: names are unique regardless of case. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Reads and writes through our own API (`/api/seller-companies`, `/api/agencies`), to set up a test's own records. */
function organisationApi(request: APIRequestContext, apiPath: string, nameField: string) {
  const fromApi = ({ [nameField]: name, ...rest }: Record<string, unknown>) => ({ name, ...rest }) as OrganisationRecord;
  return {
    async create({ name, ...fields }: NewOrganisation): Promise<OrganisationRecord> {
      const res = await request.post(`/api${apiPath}`, { data: { [nameField]: name, ...fields } });
      expect(res.status(), await res.text()).toBe(201);
      return fromApi(await res.json());
    },
    async get(id: number): Promise<OrganisationRecord> {
      const res = await request.get(`/api${apiPath}/${id}`);
      expect(res.status()).toBe(200);
      return fromApi(await res.json());
    },
    /** The records whose name, contact person or email contains `q`, as the list's search finds them. */
    async find(q: string): Promise<OrganisationRecord[]> {
      const res = await request.get(`/api${apiPath}?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as Record<string, unknown>[]).map(fromApi);
    },
  };
}

/** The columns both lists have. */
export type SharedColumn = 'ID' | 'Description' | 'Status';

/** A seller or agency list: a list screen whose Add button is a link. */
export interface OrganisationListScreen<Column extends string> extends ListScreen<Column> {
  loading: string;
  addLabel: string;
}

/** A seller or agency list with its search, Status filter, sorting, pager, Add, Export and states. */
function organisationListPage<Column extends string, Row = Record<string, unknown>>(page: Page, screen: OrganisationListScreen<Column>) {
  const list = listPage<Column, Row>(page, screen);
  const named = (name: string) => page.getByRole('link', { name, exact: true });
  return {
    ...list,
    /** The row (or card) whose name link reads `name`. */
    row: (name: string) => list.rows.filter({ has: named(name) }),
    card: (name: string) =>
      page
        .getByRole('list', { name: screen.title })
        .locator(':scope > li')
        .filter({ has: named(name) }),
    /** On a phone react-admin shows the toolbar's buttons as icons named by their label. */
    addButton: page.getByRole('link', { name: screen.addLabel, exact: true }),
    filterStatus: (option: 'Active' | 'Inactive' | 'Any') => list.choose('Status', option),
    /** Types a search and waits for the list request that carries it. */
    searchFor: (q: string) =>
      list.reloadsAfter(
        () => list.search.fill(q),
        ({ filter }) => filter.q === q,
      ),
  };
}

export interface FormScreen {
  path: string;
  heading: string;
  /** 'Company Name', 'Agency Name'. */
  nameLabel: string;
  submit: string;
  busy: string;
}

/** A seller or agency form (details or Add): its inputs by label, the counter, Save and the notices. */
function organisationFormPage(page: Page, screen: FormScreen) {
  // A required input's label ends with an asterisk.
  const text = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
  const contactNumber = text('Contact Number');
  const helperOf = (input: Locator) =>
    input.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]').locator('.MuiFormHelperText-root');

  return {
    path: screen.path,
    heading: page.getByRole('heading', { name: screen.heading, exact: true }),
    text,
    name: text(screen.nameLabel),
    contactPerson: text('Contact Person'),
    contactNumber,
    emailAddress: text('Email Address'),
    description: text('Description'),
    active: page.getByRole('switch', { name: 'Active' }),
    /** The message under an input (its helper text or its error). */
    helperOf,
    /** '12/20' under the contact number. */
    counter: helperOf(contactNumber),
    submit: page.getByRole('button', { name: screen.submit, exact: true }),
    busy: page.getByRole('button', { name: screen.busy, exact: true }),
    /** A react-admin notification with exactly this text (not the same words under a field). */
    notice: (message: string) => page.locator('.MuiSnackbar-root').getByText(message, { exact: true }),

    async goto() {
      await page.goto(screen.path);
      await expect(this.name).toBeVisible();
    },

    async fill(values: Partial<NewOrganisation>) {
      const fields: Array<[Locator, string | undefined]> = [
        [this.name, values.name],
        [this.contactPerson, values.contactPerson],
        [contactNumber, values.contactNumber],
        [this.emailAddress, values.emailAddress],
        [this.description, values.description],
      ];
      for (const [input, value] of fields) if (value !== undefined) await input.fill(value);
    },
  };
}

export interface DetailsScreen extends FormScreen {
  notFound: string;
  loadError: string;
  /** The link back to the list, worded as the properties' ('Back to Properties'). */
  back: string;
}

/** The details screen of one record: the form plus its load states. */
function organisationDetailsPage(page: Page, screen: DetailsScreen) {
  const loadError = page.getByRole('alert').filter({ hasText: screen.loadError });
  return {
    ...organisationFormPage(page, screen),
    notFound: page.getByRole('alert').filter({ hasText: screen.notFound }),
    loadError,
    retryButton: loadError.getByRole('button', { name: 'Try Again', exact: true }),
    backLink: page.getByRole('link', { name: screen.back, exact: true }),
    async goto() {
      await page.goto(screen.path);
    },
  };
}

/**
 * Everything that tells the seller screens from the agency screens (sellerPages.ts,
 * agencyPages.ts), for their page objects and the tests they share.
 */
export interface OrganisationScreens<Column extends string> {
  /** 'Seller', 'Agency': in test titles and in the names of test data. */
  noun: string;
  /** The API's path after '/api' ('/seller-companies') and its name field ('companyName'). */
  apiPath: string;
  nameField: string;
  list: OrganisationListScreen<Column>;
  /** The list's column that holds the name link. */
  nameColumn: Column;
  /** The label a phone card shows before each value. */
  cardLabels: Record<'contactPerson' | 'contactNumber' | 'emailAddress' | 'description', string>;
  detailsPath: (id: number | string) => string;
  details: Omit<DetailsScreen, 'path'>;
  add: FormScreen;
  notices: { updated: string; created: string };
  /** A record of the test's own with a unique name (`extra` overrides any field). */
  newRecord: (tag: string, extra?: Partial<NewOrganisation>) => NewOrganisation;
  /** Whether a request is the update of record `id` (its PUT). */
  isUpdate: (id: number) => (url: URL) => boolean;
}

/** The page objects and API of one kind of organisation. */
export const organisationPages = <Column extends string, Row = Record<string, unknown>>(screens: OrganisationScreens<Column>) => ({
  list: (page: Page) => organisationListPage<Column, Row>(page, screens.list),
  edit: (page: Page, id: number | string) => organisationDetailsPage(page, { ...screens.details, path: screens.detailsPath(id) }),
  add: (page: Page) => organisationFormPage(page, screens.add),
  api: (request: APIRequestContext) => organisationApi(request, screens.apiPath, screens.nameField),
});
