import { readFile } from 'node:fs/promises';
import { selectOption } from '../helpers/selectOption';
import { expect, type Page } from '@playwright/test';
import { propertyDetailsPage } from './propertyDetailsPage';

/** MUI's success green (`palette.success.main`, the theme keeps MUI's), as the browser reports it. */
export const SUCCESS_GREEN = 'rgb(46, 125, 50)';

/** Spec §4, §5 and §8 ('Checklist', 'File rejection reason', 'Document request', 'Data rooms'): the texts, verbatim. */
export const DATA_ROOM_TEXTS = {
  checklistRequired: 'Please select a dataroom checklist option',
  built: (checklist: string) => `Data room built from the ${checklist} checklist.`,
  builtFrom: 'The data room of this property is built from the checklist:',
  notBuilt: 'The data room of this property has not been built yet.',
  emptyFile: 'The file is empty. Please choose a valid file.',
  uploaded: 'Uploaded',
  failed: 'Failed',
  uploadedAs: (version: number) => `Uploaded as version ${version}`,
  states: { published: 'Published', rejected: 'Rejected', pending: 'Pending review' },
  published: (name: string) => `'${name}' is published.`,
  rejected: (name: string) => `'${name}' is rejected.`,
  reasonTooShort: 'Please provide a rejection reason with at least 10 characters.',
  reasonCounter: (length: number) => `${length} / 10 characters minimum`,
  requests: {
    file: {
      dialog: 'Describe document required',
      title: 'Document title',
      body: 'Document description',
      submit: 'Submit document request',
      titleMissing: 'Please provide a document title.',
      bodyMissing: 'Please provide a document description.',
      done: 'Document request submitted.',
      kind: 'Document request',
    },
    text: {
      dialog: 'Describe information required',
      title: 'Query title',
      body: 'Query description',
      submit: 'Submit information request',
      titleMissing: 'Please provide a query title.',
      bodyMissing: 'Please provide a query description.',
      done: 'Information request submitted.',
      kind: 'Information request',
    },
  },
} as const;
const TEXTS = DATA_ROOM_TEXTS;

export type Round = 1 | 2;
export type RequestKind = keyof typeof DATA_ROOM_TEXTS.requests;

/** Spec §2 'Manage Datarooms tab': each round's section, and the name of its tree on every tab. */
const ROUNDS = {
  1: { section: 'Round 1 - Virtual Data Room', tree: 'Virtual data room' },
  2: { section: 'Round 2 - Due Diligence', tree: 'Due diligence data room' },
} as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A heading's name as a row shows it: its index number (in its own span), then its name. */
const numberedName = (name: string) => {
  const [, number, rest] = /^([\d.]+) (.*)$/.exec(name) ?? [undefined, '', name];
  return new RegExp(`^${number ? `${escaped(number)}\\s*` : ''}${escaped(rest)}$`);
};

/** A react-admin notification with exactly this text. */
const noticeOf = (page: Page) => (message: string) => page.locator('.MuiSnackbar-root').getByText(message, { exact: true });

/** '/properties/{id}/vault': the 'Dataroom Checklist' slot that builds the data room (spec §4 'Checklist'). */
export function vaultChecklist(page: Page, id: number) {
  const region = page.getByRole('region', { name: 'Dataroom Checklist', exact: true });
  const select = region.getByRole('combobox', { name: /^Checklist/ });
  return {
    path: `/properties/${id}/vault`,
    region,
    select,
    submit: region.getByRole('button', { name: 'Submit', exact: true }),
    /** What Submit asks before building, which cannot be undone. */
    confirm: (checklist: 'Office' | 'Hospitality') => {
      const dialog = page.getByRole('dialog', { name: `Build the data room from the ${checklist} checklist?`, exact: true });
      return {
        dialog,
        ok: dialog.getByRole('button', { name: 'Build data room', exact: true }),
        cancel: dialog.getByRole('button', { name: 'Cancel', exact: true }),
      };
    },
    says: (text: string) => region.getByText(text, { exact: true }),
    notice: noticeOf(page),
    async choose(checklist: 'Office' | 'Hospitality') {
      await selectOption(page, select, checklist);
      await expect(select).toHaveText(checklist);
    },
  };
}

/** A data-room file the test made: its name and its bytes, written to disk at `path`. */
export interface MadeFile {
  name: string;
  path: string;
  bytes: Buffer;
}

/** The 'Upload files' dialog of a heading: the picker, and each chosen file's state and outcome. */
function uploadDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Upload files', exact: true });
  const entry = (name: string) =>
    dialog
      .getByRole('list', { name: 'Files to upload', exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByText(name, { exact: true }) });
  return {
    dialog,
    choose: (files: MadeFile[]) => dialog.getByLabel('Choose files', { exact: true }).setInputFiles(files.map((file) => file.path)),
    entry,
    /** The state line of a chosen file: 'Waiting', 'Uploading...', 'Uploaded', 'Failed'. */
    state: (name: string, state: string) => entry(name).getByText(state, { exact: true }),
    summary: dialog.getByRole('status'),
    close: dialog.getByRole('button', { name: 'Close', exact: true }),
  };
}

/** A request modal (spec §5 'Document request', 'Information request'): title, description, submit. */
function requestDialog(page: Page, kind: RequestKind) {
  const texts = TEXTS.requests[kind];
  const dialog = page.getByRole('dialog', { name: texts.dialog, exact: true });
  // A required field's label ends with an asterisk.
  const field = (label: string) => dialog.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
  return {
    dialog,
    title: field(texts.title),
    body: field(texts.body),
    submit: dialog.getByRole('button', { name: texts.submit, exact: true }),
    says: (text: string) => dialog.getByText(text, { exact: true }),
  };
}

/** One round's section on the Manage Datarooms tab: its fold controls, its rows and their actions. */
function manageRound(page: Page, round: Round) {
  const { section: name, tree } = ROUNDS[round];
  const region = page.getByRole('region', { name, exact: true });
  const list = region.getByRole('list', { name: tree, exact: true });
  const named = (label: string) => page.getByRole('button', { name: label, exact: true });
  const button = (label: string) => list.getByRole('button', { name: label, exact: true });
  /** A heading's row, by its numbered name ('1.4 Building information'; the root by its name alone). */
  const heading = (headingName: string) => list.getByRole('listitem').filter({ has: named(`Upload files to ${headingName}`) });
  /** A file's row, by its file name. */
  const file = (fileName: string) => list.getByRole('listitem').filter({ has: named(`Publish ${fileName}`) });
  return {
    /** The accordion summary that opens and closes the section. */
    summary: page.getByRole('button', { name, exact: true }),
    region,
    list,
    expandAll: region.getByRole('button', { name: 'Expand all', exact: true }),
    collapseAll: region.getByRole('button', { name: 'Collapse all', exact: true }),
    heading,
    /** The heading's name in its row (struck through while it is hidden). */
    headingName: (headingName: string) => heading(headingName).getByText(numberedName(headingName)),
    /** The numbered names of the headings shown, top to bottom. */
    shownHeadings: () =>
      list
        .getByRole('button', { name: /^Upload files to / })
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!.replace(/^Upload files to /, ''))),
    /** A level-1 or level-2 heading's fold button, whichever way it reads now ('Expand …' or 'Collapse …'). */
    fold: (headingName: string) => list.getByRole('button', { name: new RegExp(`^(Expand|Collapse) ${escaped(headingName)}$`) }),
    upload: (headingName: string) => button(`Upload files to ${headingName}`),
    request: (kind: RequestKind, headingName: string) =>
      button(`${kind === 'file' ? 'Request a document' : 'Request information'} under ${headingName}`),
    hide: (rowName: string) => button(`Hide ${rowName}`),
    show: (rowName: string) => button(`Show ${rowName}`),
    file,
    preview: (fileName: string) => button(`Preview ${fileName}`),
    publish: (fileName: string) => button(`Publish ${fileName}`),
    reject: (fileName: string) => button(`Reject ${fileName}`),
    versions: (fileName: string) => button(`Versions of ${fileName}`),
    download: (fileName: string) => button(`Download ${fileName}`),
    /** The review state chip of a file's row: 'Published', 'Rejected' or 'Pending review'. */
    state: (fileName: string) => file(fileName).locator('.MuiChip-root'),
  };
}

/** '/properties/{id}/manage-datarooms': both rounds, and the dialogs their rows open. */
export function manageDataRoomsTab(page: Page, id: number) {
  const versions = (fileName: string) => page.getByRole('dialog', { name: `Versions of ${fileName}`, exact: true });
  const reject = page.getByRole('dialog', { name: 'Reject file', exact: true });
  return {
    path: `/properties/${id}/manage-datarooms`,
    async goto() {
      await propertyDetailsPage(page, id).goto('Manage Datarooms');
    },
    /** What the tab says before the data room is built, with its link to the Vault tab. */
    notBuilt: page.getByRole('alert').filter({ hasText: TEXTS.notBuilt }),
    vaultLink: page.getByRole('alert').getByRole('link', { name: 'Vault tab', exact: true }),
    round: (round: Round) => manageRound(page, round),
    uploadDialog: uploadDialog(page),
    requestDialog: (kind: RequestKind) => requestDialog(page, kind),
    versions: {
      dialog: versions,
      /** The versions listed, newest first. */
      rows: (fileName: string) =>
        versions(fileName)
          .getByRole('list', { name: `Versions of ${fileName}`, exact: true })
          .getByRole('listitem'),
    },
    rejectDialog: {
      dialog: reject,
      reason: reject.getByRole('textbox', { name: 'Rejection reason', exact: true }),
      /** The line under the reason: its counter, and why it is refused. */
      helper: reject.locator('.MuiFormHelperText-root'),
      submit: reject.getByRole('button', { name: 'Reject file', exact: true }),
    },
    notice: noticeOf(page),
  };
}

/** The file preview dialog (issue 14): the file in a frame, and its Download link. */
export function filePreview(page: Page, fileName: string) {
  const dialog = page.getByRole('dialog', { name: fileName, exact: true });
  return {
    dialog,
    frame: dialog.locator(`iframe[title="Preview of ${fileName}"]`),
    download: dialog.getByRole('link', { name: 'Download', exact: true }),
    close: dialog.getByRole('button', { name: 'Close', exact: true }),
  };
}

/** '/properties/{id}/virtual-data-room' and '/due-diligence': a round read-only, hidden rows left out. */
export function roundTab(page: Page, id: number, round: Round) {
  const list = page.getByRole('list', { name: ROUNDS[round].tree, exact: true });
  return {
    path: `/properties/${id}/${round === 1 ? 'virtual-data-room' : 'due-diligence'}`,
    list,
    filter: page.getByRole('searchbox', { name: 'Filter headings and files', exact: true }),
    /** A heading's name in the tree ('3 Plans'). */
    heading: (headingName: string) => list.getByText(numberedName(headingName)),
    preview: (fileName: string) => list.getByRole('button', { name: `Preview ${fileName}`, exact: true }),
  };
}

/** '/properties/{id}/external-due-diligence': each round's requests, under the headings they were raised on. */
export function externalDueDiligenceTab(page: Page, id: number) {
  const list = (round: Round) => page.getByRole('list', { name: `External due diligence requests: ${ROUNDS[round].section}`, exact: true });
  return {
    path: `/properties/${id}/external-due-diligence`,
    list,
    heading: (round: Round, headingName: string) => list(round).getByText(numberedName(headingName)),
    /** A request's row, by its title. */
    request: (round: Round, title: string) =>
      list(round)
        .getByRole('listitem')
        .filter({ has: page.getByText(title, { exact: true }) }),
  };
}

/** Waits for the download `action` starts (not a preview frame's), and answers its name and bytes. */
export async function downloadOf(page: Page, action: () => Promise<void>) {
  const started = page.waitForEvent('download', { predicate: (download) => !new URL(download.url()).searchParams.has('preview') });
  await action();
  const download = await started;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}
