import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { listReloadsAfter, type ListParams } from '../helpers/listRequests';

/**
 * The screens sellers and agencies share (spec §2 'Sellers', 'Agencies'): a list with search,
 * Status filter, sorting, pager, Add and Export; a details form; an Add form. sellerPages.ts
 * and agencyPages.ts give them their paths, columns and texts.
 */

/** A seller company or agency as the API answers it, its name under `name`. */
export interface OrganisationRecord {
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

/** Our API's error body with `status`, for page.route to answer a call with a failure. */
export const apiFailure = (status: number, message: string) => ({ status, json: { error: { code: 'ERROR', message } } });

/** A name no other test (or run) uses: names are unique regardless of case. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Reads and writes through our own API (`/api/seller-companies`, `/api/agencies`), to set up a test's own records. */
export function organisationApi(request: APIRequestContext, apiPath: string, nameField: string) {
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

export interface ListScreen<Column extends string> {
  /** The screen's route ('/sellers', '/agents'). */
  path: string;
  title: string;
  /** The list's API path ('/seller-companies'). */
  apiPath: string;
  columns: readonly Column[];
  loading: string;
  loadError: string;
  addLabel: string;
}

/** A seller or agency list with its search, Status filter, sorting, pager, Add, Export and states. */
export function organisationListPage<Column extends string>(page: Page, screen: ListScreen<Column>) {
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  const columnIndex = (column: Column) => screen.columns.indexOf(column);
  const pager = page.locator('.MuiTablePagination-displayedRows');
  const loadError = page.getByRole('alert').filter({ hasText: screen.loadError });
  const isList = (url: URL) => url.pathname === `/api${screen.apiPath}`;

  return {
    path: screen.path,
    heading: page.getByRole('heading', { name: screen.title, exact: true }),
    isList,
    table,
    headers: table.getByRole('columnheader'),
    rows,
    /** On a narrow screen the rows are cards in a list named after the page. */
    cards: page.getByRole('list', { name: screen.title }).locator(':scope > li:not([aria-hidden])'),
    /** Every body cell of one column (on the current page). */
    cells: (column: Column) => rows.locator(`td:nth-child(${columnIndex(column) + 1})`),
    cell: (row: Locator, column: Column) => row.locator('td').nth(columnIndex(column)),
    /** The row (or card) whose name link reads `name`. */
    row: (name: string) => rows.filter({ has: page.getByRole('link', { name, exact: true }) }),
    card: (name: string) => page.getByRole('list', { name: screen.title }).locator(':scope > li').filter({ has: page.getByRole('link', { name, exact: true }) }),
    pager,
    loading: page.getByText(screen.loading, { exact: true }),
    loadError,
    retryButton: loadError.getByRole('button', { name: 'Try Again', exact: true }),
    search: page.getByPlaceholder('Search'),
    /** On a phone react-admin shows the toolbar's buttons as icons named by their label. */
    addButton: page.getByRole('link', { name: screen.addLabel, exact: true }),
    exportButton: page.getByRole('button', { name: 'Export', exact: true }),
    nextPage: page.getByRole('button', { name: 'Go to next page' }),
    rowsPerPage: page.getByRole('combobox', { name: /Rows per page/ }),
    sortButton: (column: Column) => table.getByRole('columnheader').filter({ hasText: new RegExp(`^${column}$`) }).getByRole('button'),

    async goto() {
      await page.goto(screen.path);
    },

    /** Picks Active, Inactive or Any in the Status filter. */
    async filterStatus(option: 'Active' | 'Inactive' | 'Any') {
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    },

    /** Runs `action` and returns the rows of the list request it causes (see listReloadsAfter). */
    reloadsAfter: <T = Record<string, unknown>>(action: () => Promise<unknown>, matches?: (params: ListParams) => boolean) =>
      listReloadsAfter<T>(page, isList, action, matches),

    /** Types a search and waits for the list request that carries it. */
    async searchFor<T = Record<string, unknown>>(q: string) {
      return listReloadsAfter<T>(page, isList, () => this.search.fill(q), ({ filter }) => filter.q === q);
    },

    /** Whether the page is wider than the window (it should never scroll sideways). */
    scrollsSideways: () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
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
export function organisationFormPage(page: Page, screen: FormScreen) {
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

/** The details screen of one record: the form plus its load states. */
export function organisationDetailsPage(page: Page, screen: FormScreen & { notFound: string; loadError: string }) {
  const loadError = page.getByRole('alert').filter({ hasText: screen.loadError });
  return {
    ...organisationFormPage(page, screen),
    notFound: page.getByRole('alert').filter({ hasText: screen.notFound }),
    loadError,
    retryButton: loadError.getByRole('button', { name: 'Try Again', exact: true }),
    async goto() {
      await page.goto(screen.path);
    },
  };
}
