import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import type { Portfolio } from '@common/api/portfolios';
import { dragRowWithKeyboard } from '../helpers/keyboardDrag';
import { dragRowWithMouse } from '../helpers/mouseDrag';
import { listPage, type ListScreen } from './listPage';

/** Spec §2 'Manage Portfolios': ID, Title, Description; beyond it the hero's thumbnail and the property count. */
const PORTFOLIO_COLUMNS = ['ID', 'Hero Image', 'Title', 'Description', 'Properties'] as const;
type Column = (typeof PORTFOLIO_COLUMNS)[number];

/** `GET /api/portfolios`: the list (and its export's pages). */
const isPortfolioList = (url: URL) => url.pathname === '/api/portfolios';
/** `PUT /api/portfolios?id={id}`: a portfolio's save, the form's or an image slot's. */
export const isPortfolioUpdate = (id: number) => (url: URL) => isPortfolioList(url) && url.searchParams.get('id') === String(id);
/** `POST /api/media/images`: an image slot's upload. */
export const isImageUpload = (url: URL) => url.pathname === '/api/media/images';

export const PORTFOLIO_LIST: ListScreen<Column> = {
  path: '/portfolios',
  title: 'Manage Portfolios',
  columns: PORTFOLIO_COLUMNS,
  isList: isPortfolioList,
  loading: 'Loading portfolios...',
  loadError: 'Failed to load portfolios. Please try again later.',
};

/** The list: the table's columns, search, sorting, export and load states. */
export function portfolioListPage(page: Page) {
  const list = listPage<Column, Portfolio>(page, PORTFOLIO_LIST);
  return {
    ...list,
    /** The row whose Title link reads `title`. */
    row: (title: string) => list.rows.filter({ has: page.getByRole('link', { name: title, exact: true }) }),
    /** Types a search and waits for the list request that carries it; answers its rows. */
    searchFor: (q: string) =>
      list.reloadsAfter(
        () => list.search.fill(q),
        ({ filter }) => filter.q === q,
      ),
  };
}

type ImageSlotLabel = 'Hero Image' | 'Image 1' | 'Image 2' | 'Image 3';

/** One picture of a portfolio (spec §2): its preview or what it says when empty, the picker, Upload and the status beside it. */
function imageSlot(page: Page, label: ImageSlotLabel) {
  const region = page.getByRole('region', { name: label, exact: true });
  return {
    region,
    preview: region.getByRole('img', { name: `${label} preview`, exact: true }),
    /** 'No hero image', 'No image'. */
    says: (text: string) => region.getByText(text, { exact: true }),
    choose: (file: { name: string; mimeType: string; buffer: Buffer }) =>
      region.getByLabel(`Choose ${label}`, { exact: true }).setInputFiles(file),
    upload: region.getByRole('button', { name: `Upload ${label}`, exact: true }),
    uploading: region.getByRole('button', { name: `Uploading... ${label}`, exact: true }),
    /** Forgets a chosen file that was not uploaded. */
    clear: region.getByRole('button', { name: `Clear the file chosen for ${label}`, exact: true }),

    /** The status line with exactly this text (a failure's reason is a line of its own under it). */
    status: (text: string) => region.getByRole('status').getByText(text, { exact: true }),
  };
}
export type ImageSlot = ReturnType<typeof imageSlot>;

/** Title, Description, the image slots, the submit button and react-admin's notices: what both forms have. */
function portfolioForm(page: Page, { heading, submit, busy }: { heading: string; submit: string; busy: string }) {
  // A required input's label ends with an asterisk (Add Portfolio's).
  const text = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
  return {
    heading: page.getByRole('heading', { name: heading, exact: true }),
    title: text('Title'),
    description: text('Description'),
    /** The message under an input (a field error the server named). */
    helperOf: (input: Locator) =>
      input.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]').locator('.MuiFormHelperText-root'),
    slot: (label: ImageSlotLabel) => imageSlot(page, label),
    submit: page.getByRole('button', { name: submit, exact: true }),
    busy: page.getByRole('button', { name: busy, exact: true }),
    /** A react-admin notification with exactly this text. */
    notice: (message: string) => page.locator('.MuiSnackbar-root').getByText(message, { exact: true }),
  };
}

/** '/add-portfolio': the form, and its four slots whose links are sent with Create Portfolio. */
export function addPortfolioPage(page: Page) {
  const form = portfolioForm(page, { heading: 'Add Portfolio', submit: 'Create Portfolio', busy: 'Creating Portfolio...' });
  return {
    ...form,
    path: '/add-portfolio',
    async goto() {
      await page.goto('/add-portfolio');
      await expect(form.title).toBeVisible();
    },
  };
}

/** A property as the portfolio's table names it. */
export interface ListedProperty {
  id: number;
  /** 'PR-1035'. */
  reference: string;
}

/**
 * '/portfolios/{id}': the form, the slots that save their own links, the properties the
 * portfolio offers (added by a server search, removed, dragged into order) and the load states.
 */
export function portfolioDetailsPage(page: Page, id: number) {
  const form = portfolioForm(page, { heading: 'Portfolio Details', submit: 'Update Portfolio', busy: 'Updating...' });
  const table = page.getByRole('table', { name: 'Properties in this portfolio', exact: true });
  const row = (property: ListedProperty) => table.locator(`tbody tr[data-property-id="${property.id}"]`);
  const handle = (property: ListedProperty) => page.getByLabel(`Move ${property.reference}`, { exact: true });
  const picker = page.getByRole('combobox', { name: 'Add property' });
  const none = page.getByText('No properties in this portfolio yet.', { exact: true });
  const alert = (text: string) => page.getByRole('alert').filter({ hasText: text });
  return {
    ...form,
    path: `/portfolios/${id}`,
    backLink: page.getByRole('link', { name: 'Back to Portfolios', exact: true }),
    notFound: alert('Portfolio not found'),
    loadError: alert('Failed to load portfolio details'),
    retryButton: page.getByRole('button', { name: 'Try Again', exact: true }),
    async goto() {
      await page.goto(`/portfolios/${id}`);
    },
    /** Opens the screen and waits for its record and its properties (the table, or the text saying there are none). */
    async open() {
      await page.goto(`/portfolios/${id}`);
      await expect(form.title).not.toHaveValue('');
      await expect(table.or(none)).toBeVisible();
    },

    properties: {
      table,
      /** What the section says while the portfolio offers none. */
      none,
      row,
      handle,
      picker,
      /** The reference cell's link to the property. */
      link: (property: ListedProperty) => row(property).getByRole('link', { name: property.reference, exact: true }),
      remove: (property: ListedProperty) =>
        page.getByRole('button', { name: `Remove ${property.reference} from this portfolio`, exact: true }),
      /** What Remove asks first: the property would lose its place in the order. */
      confirmRemove: (property: ListedProperty) => {
        const dialog = page.getByRole('dialog', { name: `Remove ${property.reference} from this portfolio?`, exact: true });
        return {
          dialog,
          ok: dialog.getByRole('button', { name: 'Remove', exact: true }),
          cancel: dialog.getByRole('button', { name: 'Cancel', exact: true }),
        };
      },
      /** The property ids of the table's rows, top to bottom. */
      shownIds: () =>
        table.locator('tbody tr[data-property-id]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-property-id')))),
      /** The '#' column, top to bottom. */
      positions: table.locator('tbody tr[data-property-id] td:nth-child(2)'),
      /** Types into 'Add property' and picks the suggestion the server answered for `property`. */
      async add(typed: string, property: ListedProperty) {
        await picker.fill(typed);
        await page.getByRole('option', { name: new RegExp(`^${property.reference}\\b`) }).click();
        await expect(row(property)).toBeVisible();
      },
      /** Drags a row with the mouse so that it lands just after or before another. */
      dragWithMouse: (property: ListedProperty, target: ListedProperty, where: 'after' | 'before') =>
        dragRowWithMouse(page, { handle: handle(property), row: row(property), target: row(target), where }),
      /** Drags a row with the keyboard, `moves` places down (negative: up). */
      dragWithKeyboard: (property: ListedProperty, moves: number) => dragRowWithKeyboard(page, handle(property), moves),
    },
  };
}

/** Portfolios through our API (a logged-in page's `request`), to set up and to check what was stored. */
export function portfoliosApi(request: APIRequestContext) {
  const json = async <T>(res: APIResponse, status = 200): Promise<T> => {
    expect(res.status(), await res.text()).toBe(status);
    return (await res.json()) as T;
  };
  return {
    get: async (id: number) => json<Portfolio>(await request.get(`/api/portfolios/${id}`)),
    create: async (data: { title: string; description: string }) => json<Portfolio>(await request.post('/api/portfolios', { data }), 201),
    /** The ids of the properties the portfolio offers, in its order. */
    propertyIds: async (id: number) =>
      (await json<Array<{ id: number }>>(await request.get(`/api/portfolios/${id}/properties`))).map((property) => property.id),
    /** The name an uploaded image was stored under (its original's download name). */
    async originalName(link: string): Promise<string> {
      const res = await request.get(link.replace(/\/[^/]+$/, '/original'));
      expect(res.status()).toBe(200);
      return /filename="([^"]+)"/.exec(res.headers()['content-disposition'] ?? '')?.[1] ?? '';
    },
  };
}

/** A property's Summary tab ('/properties/{id}'): the portfolios offering it, each a link. */
export const portfolioMemberships = (page: Page) => page.getByRole('region', { name: 'Portfolios', exact: true });
