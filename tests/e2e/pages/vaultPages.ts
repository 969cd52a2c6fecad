import { expect, type Locator, type Page } from '@playwright/test';

/** Spec §2 'Vault tab', §4 'NDA per round', 'Discrete access', §5 'NDA link', 'Custom NDA', 'User search': the texts, verbatim. */
export const VAULT_TEXTS = {
  ndaLink: {
    required: 'Please enter an NDA signature link',
    /** The start of what a link that is not an absolute http(s) address reads. */
    invalid: 'The link must be an absolute http(s) URL',
    saved: 'NDA link saved.',
  },
  customNda: {
    userRequired: 'Please select a user',
    fileRequired: 'Please select a file to upload',
    done: (name: string) => `The NDA of ${name} was added to the NDA Signatories.`,
  },
  buyerSearch: { tooShort: 'Type at least 3 characters to search.' },
  signatories: {
    states: { accepted: 'Accepted', rejected: 'Rejected', pending: 'Pending' },
    decided: (status: 'Accepted' | 'Rejected', round: 1 | 2, name: string) => `${status} round ${round} for ${name}.`,
  },
  discrete: {
    notice: 'The property needs to be marked active and discrete before you can add users',
    empty: 'No buyer has discrete access yet.',
    granted: (name: string) => `${name} can now see this property.`,
    removed: (name: string) => `${name} no longer sees this property.`,
  },
} as const;

type Decision = 'Accept' | 'Reject';
type Round = 1 | 2;

/** A react-admin notification with exactly this text. */
const noticeOf = (page: Page) => (message: string) => page.locator('.MuiSnackbar-root').getByText(message, { exact: true });

/** The buyer search of a slot (spec §5 'User search'): its combobox, the options it offers, and choosing one. */
function buyerSearch(page: Page, region: Locator) {
  const input = region.getByRole('combobox', { name: 'Buyer', exact: true });
  /** An offered buyer, by the name shown above the email. */
  const option = (name: string) => page.getByRole('option').filter({ hasText: name });
  return {
    input,
    option,
    /** What the open list says when it offers nothing ('Type at least 3 characters to search.'). */
    says: (text: string) => page.locator('.MuiAutocomplete-noOptions').getByText(text, { exact: true }),
    /** Types `text` in one burst (faster than the search waits for) and picks `name` from what the server answers. */
    async choose(text: string, name: string) {
      await input.fill('');
      await input.pressSequentially(text);
      await option(name).click();
      await expect(input).toHaveValue(name);
    },
  };
}

/** One round's cell of an NDA Signatories row: its badge and its accept and reject buttons. */
function ndaRound(row: Locator, name: string, round: Round) {
  return {
    badge: row.getByRole('cell').nth(round).locator('.MuiChip-root'),
    button: (decision: Decision) => row.getByRole('button', { name: `${decision} round ${round} for ${name}`, exact: true }),
  };
}

/** '/properties/{id}/vault': the NDA Link, Custom NDA, NDA Signatories and Discrete Users slots. */
export function vaultTab(page: Page, id: number) {
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  const ndaLink = region('NDA Link');
  const customNda = region('Custom NDA');
  const signatories = region('NDA Signatories');
  const signatoriesTable = signatories.getByRole('table', { name: 'NDA signatories', exact: true });
  const discrete = region('Discrete Users');
  const discreteTable = discrete.getByRole('table', { name: 'Discrete users', exact: true });
  const history = (name: string) => page.getByRole('dialog', { name: `Decisions on ${name}'s NDA`, exact: true });
  const confirm = (decision: Decision, round: Round) =>
    page.getByRole('dialog', { name: `${decision} the NDA for round ${round}?`, exact: true });

  return {
    path: `/properties/${id}/vault`,
    async goto() {
      await page.goto(`/properties/${id}/vault`);
      await expect(ndaLink).toBeVisible();
    },
    notice: noticeOf(page),

    ndaLink: {
      region: ndaLink,
      input: ndaLink.getByRole('textbox', { name: 'NDA signature link', exact: true }),
      submit: ndaLink.getByRole('button', { name: 'Submit', exact: true }),
      says: (text: string | RegExp) => ndaLink.getByText(text, typeof text === 'string' ? { exact: true } : undefined),
      /** The current link, shown to open in a new tab. */
      current: (url: string) => ndaLink.getByRole('link', { name: url }),
    },

    customNda: {
      region: customNda,
      buyer: buyerSearch(page, customNda),
      file: customNda.getByLabel('Choose file', { exact: true }),
      submit: customNda.getByRole('button', { name: 'Upload NDA', exact: true }),
      says: (text: string) => customNda.getByRole('alert').filter({ hasText: text }),
    },

    signatories: {
      region: signatories,
      table: signatoriesTable,
      /** A buyer's row, by the link to the buyer. */
      row: (name: string) => signatoriesTable.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }),
      round: (name: string, round: Round) =>
        ndaRound(signatoriesTable.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }), name, round),
      download: (fileName: string) => signatoriesTable.getByRole('button', { name: `Download ${fileName}`, exact: true }),
      showHistory: (name: string) => signatoriesTable.getByRole('button', { name: `Decision history of ${name}'s NDA`, exact: true }),
      confirm: (decision: Decision, round: Round) => ({
        dialog: confirm(decision, round),
        ok: confirm(decision, round).getByRole('button', { name: decision, exact: true }),
        cancel: confirm(decision, round).getByRole('button', { name: 'Cancel', exact: true }),
      }),
      history: (name: string) => ({
        dialog: history(name),
        /** The decisions listed, newest first. */
        lines: history(name).getByRole('listitem'),
        close: history(name).getByRole('button', { name: 'Close', exact: true }),
      }),
    },

    discrete: {
      region: discrete,
      table: discreteTable,
      notice: discrete.getByRole('alert').filter({ hasText: VAULT_TEXTS.discrete.notice }),
      says: (text: string) => discrete.getByText(text, { exact: true }),
      buyer: buyerSearch(page, discrete),
      grant: discrete.getByRole('button', { name: 'Grant access', exact: true }),
      user: (name: string) => discreteTable.getByRole('link', { name, exact: true }),
      remove: (name: string) => discreteTable.getByRole('button', { name: `Remove ${name}`, exact: true }),
      /** What Remove asks first: removing cannot be undone. */
      confirmRemove: (name: string) => {
        const dialog = page.getByRole('dialog', { name: `Remove ${name}'s discrete access?`, exact: true });
        return { dialog, ok: dialog.getByRole('button', { name: 'Remove access', exact: true }) };
      },
    },
  };
}
