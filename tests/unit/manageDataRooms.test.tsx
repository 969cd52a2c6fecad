import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REJECTION_REASON_MESSAGE, type DataRoomItem } from '@common/api/data-rooms';
import type { AppDataProvider } from '../../src/dataProviderTypes';
import { ManageDataRoomsTab } from '../../src/custom/data-rooms/manage/ManageDataRoomsTab';
import { manageTexts } from '../../src/custom/data-rooms/manage/messages';
import { ROUND_1, ROUND_2 } from './dataRoomItems';
import { FakeUpload } from './fakeUpload';
import { renderOnRecord } from './renderOnRecord';

// Each test renders the whole tab with MUI: on a busy two-core machine the first can take seconds.
vi.setConfig({ testTimeout: 20_000 });

// react-admin and react-query log each failed call; the failures below are on purpose.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const byId = (id: number) => ROUND_1.find((item) => item.id === id)!;

function renderTab(overrides: Partial<AppDataProvider> = {}, checklist: string | null = 'Office') {
  const rounds = { 1: [...ROUND_1], 2: [...ROUND_2] };
  const getDataRoomRound = vi.fn(async ({ query: { round } }: { query: { round: 1 | 2 } }) => rounds[round]);
  const dataProvider = {
    ...testDataProvider(),
    getDataRoomRound,
    ...overrides,
  } as unknown as AppDataProvider;
  renderOnRecord(dataProvider, { id: 7, checklist }, <ManageDataRoomsTab propertyId={7} />);
  return { getDataRoomRound, rounds };
}

const round1 = () => screen.findByRole('list', { name: 'Virtual data room' });
const rowOf = (name: string) => screen.getByText(name).closest('li')!;
/** Each row's number and name (or file name), without its counts and states. */
const rowNames = (tree: HTMLElement) =>
  within(tree)
    .getAllByRole('listitem')
    .map((row) => row.textContent?.match(/^[\d.]*[A-Za-z .]+?(?=\d+ (\/|of)|\d+(\.\d)? KB|$)/)?.[0]);

describe('Manage Datarooms tab: the two rounds (spec §2, §4)', () => {
  it('opens round 1 with levels 1 and 2 folded and loads round 2 only when its section opens', async () => {
    const { getDataRoomRound } = renderTab();
    // While it loads, round 1 holds a window's height: round 2 and the missing documents stay below, not jumping down as it arrives.
    expect(getComputedStyle(screen.getByRole('status').parentElement!).minHeight).toBe('100vh');
    const tree = await round1();
    expect(
      within(tree)
        .getAllByRole('listitem')
        .map((row) => row.textContent?.match(/^\d*[A-Za-z ]+/)?.[0]),
    ).toEqual(['Virtual Data Room', '1Property Overview', '2Leases', '3Financials']);
    expect(getDataRoomRound).not.toHaveBeenCalledWith({ query: { propertyId: 7, round: 2 } }, expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Expand 1 Property Overview' }));
    expect(screen.getByRole('button', { name: 'Collapse 1 Property Overview' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Expand 1.1 Title Deed' }));
    // 20 px per level in the admin views (spec §9), after the row's own 8 px.
    expect(rowOf('Title Deed')).toHaveStyle({ paddingLeft: '48px' });
    expect(screen.getByRole('button', { name: 'Preview deed.pdf' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Round 2 - Due Diligence' }));
    expect(await screen.findByRole('list', { name: 'Due diligence data room' })).toHaveTextContent('Statutory Compliance');
    expect(getDataRoomRound).toHaveBeenCalledWith({ query: { propertyId: 7, round: 2 } }, expect.anything());
  });

  it('marks hidden rows (struck through, red border) and fades what is under a hidden heading', async () => {
    renderTab();
    await round1();
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByText('Leases')).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByRole('button', { name: 'Show 2 Leases' })).toBeInTheDocument();
    expect(screen.getByText('Property Overview')).not.toHaveStyle({ textDecoration: 'line-through' });
    expect(rowOf('Tenancy Schedule')).toHaveStyle({ opacity: '0.6' });
    expect(rowOf('Property Overview')).toHaveStyle({ opacity: '1' });
  });

  it('a filter shows every match with its ancestors, whatever is folded, until it is cleared', async () => {
    renderTab();
    await round1();
    const filter = screen.getByRole('searchbox', { name: 'Filter headings and files' });
    await userEvent.type(filter, 'DÉED');
    expect(rowNames(await round1())).toEqual(['Virtual Data Room', '1Property Overview', '1.1Title Deed', 'deed.pdf']);
    expect(screen.queryByRole('button', { name: /^(Expand|Collapse) 1 / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand all' })).toBeDisabled();
    await userEvent.type(filter, 'zzz');
    expect(screen.getByText("No heading or file matches 'DÉEDzzz'.")).toBeInTheDocument();
    await userEvent.clear(filter);
    expect(rowNames(await round1())).toEqual(['Virtual Data Room', '1Property Overview', '2Leases', '3Financials']);
  });

  it('points to the Vault tab while the data room is not built', async () => {
    renderTab({}, null);
    expect(await screen.findByRole('link', { name: 'Vault tab' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Round 1 - Virtual Data Room' })).not.toBeInTheDocument();
  });
});

describe('Manage Datarooms tab: review actions', () => {
  it('shows a heading at once and keeps the server answer', async () => {
    const setDataRoomVisibility = vi.fn(
      async ({ params: { id }, body: { isVisible } }: { params: { id: number }; body: { isVisible: boolean } }) => ({
        ...byId(id),
        isVisible,
      }),
    );
    renderTab({ setDataRoomVisibility });
    await round1();
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 Leases' }));
    expect(setDataRoomVisibility).toHaveBeenCalledWith({ params: { id: 6 }, body: { isVisible: true } }, { ifMatch: '1' });
    expect(await screen.findByRole('button', { name: 'Hide 2 Leases' })).toBeInTheDocument();
    expect(screen.getByText('Leases')).not.toHaveStyle({ textDecoration: 'line-through' });
  });

  it('puts the row back and says so when the server refuses a visibility change', async () => {
    const setDataRoomVisibility = vi.fn().mockRejectedValue(new Error('HTTP error! status: 500'));
    renderTab({ setDataRoomVisibility });
    await round1();
    await userEvent.click(screen.getByRole('button', { name: 'Hide 1 Property Overview' }));
    expect(await screen.findByText('Failed to toggle visibility. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide 1 Property Overview' })).toBeInTheDocument();
  });

  it('publishes a file by its stored file id', async () => {
    const decideDataRoomFile = vi.fn(async () => ({ ...byId(10), isPublished: true, isRejected: false, rejectedReason: null }));
    renderTab({ decideDataRoomFile });
    await round1();
    await userEvent.click(screen.getByRole('button', { name: 'Expand 3 Financials' }));
    expect(within(rowOf('rent-roll.docx')).getByText('Rejected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish rent-roll.docx' }));
    expect(decideDataRoomFile).toHaveBeenCalledWith({ params: { fileId: 110 }, body: { publishYN: true } }, { ifMatch: '1' });
    expect(await within(rowOf('rent-roll.docx')).findByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish rent-roll.docx' })).toBeDisabled();
  });

  it('rejects only with a reason of 10 characters after trimming, and keeps the reason when the server fails', async () => {
    const decideDataRoomFile = vi
      .fn()
      .mockRejectedValueOnce(new Error('HTTP error! status: 500'))
      .mockImplementation(async () => ({ ...byId(4), isPublished: false, isRejected: true, rejectedReason: 'Scan is unreadable' }));
    renderTab({ decideDataRoomFile });
    await round1();
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject deed.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject file' });
    const reason = within(dialog).getByRole('textbox', { name: 'Rejection reason' });
    await userEvent.type(reason, '  too short  ');
    expect(within(dialog).getByText('9 / 10 characters minimum')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject file' }));
    expect(within(dialog).getByText(/^Please provide a rejection reason with at least 10 characters\./)).toBeInTheDocument();
    // The server refuses with the same words.
    expect(manageTexts.reject.tooShort).toBe(REJECTION_REASON_MESSAGE);
    expect(decideDataRoomFile).not.toHaveBeenCalled();

    await userEvent.clear(reason);
    await userEvent.type(reason, '  Scan is unreadable ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject file' }));
    expect(await screen.findByText('Failed to reject file. Please try again.')).toBeInTheDocument();
    expect(decideDataRoomFile).toHaveBeenLastCalledWith(
      { params: { fileId: 104 }, body: { publishYN: false, rejectedReason: 'Scan is unreadable' } },
      { ifMatch: '1' },
    );
    expect(reason).toHaveValue('  Scan is unreadable ');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject file' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject file' })).not.toBeInTheDocument());
    expect(within(rowOf('deed.pdf')).getByText('Rejected')).toBeInTheDocument();
  });

  it('lists every version with its decision and opens an earlier one in the preview', async () => {
    const version = (n: number, fileId: number, fileName: string, extra = {}) => ({
      version: n,
      fileId,
      fileName,
      fileSize: 2048,
      contentType: 'application/pdf',
      isPublished: false,
      isRejected: false,
      rejectedReason: null,
      uploadedBy: 'Alex Morgan',
      uploadedAt: '2026-11-20T09:30:00.000Z',
      decidedBy: null,
      decidedAt: null,
      ...extra,
    });
    const getDataRoomFileVersions = vi.fn(async () => [
      version(2, 104, 'deed.pdf', { isPublished: true, decidedBy: 'Alex Morgan', decidedAt: '2026-11-21T10:00:00.000Z' }),
      version(1, 55, 'deed.pdf', { isRejected: true, rejectedReason: 'The scan is unreadable' }),
    ]);
    renderTab({ getDataRoomFileVersions });
    await round1();
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Versions of deed.pdf' }));
    const list = await screen.findByRole('list', { name: 'Versions of deed.pdf' });
    expect(getDataRoomFileVersions).toHaveBeenCalledWith({ params: { id: 4 } }, expect.anything());
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent(
      /^Version 2deed\.pdf2\.0 KBPublishedUploaded by Alex Morgan on 20 Nov 2026.*Decided by Alex Morgan on 21 Nov 2026/,
    );
    expect(oldest).toHaveTextContent(/^Version 1deed\.pdf2\.0 KBRejected/);
    await userEvent.click(within(oldest).getByRole('button', { name: 'Preview Version 1 deed.pdf' }));
    const frame = await screen.findByTitle('Preview of deed.pdf');
    expect(frame.getAttribute('src')).toMatch(/\/property-data-room\/download\/55\?preview=true$/);
  });

  it('says which file could not be downloaded when the server refuses it', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    renderTab();
    await round1();
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download deed.pdf' }));
    expect(await screen.findByText('Failed to download file deed.pdf. Please try again.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/\/property-data-room\/download\/104$/),
      expect.objectContaining({ method: 'HEAD' }),
    );
  });
});

describe('Manage Datarooms tab: external requests (spec §5)', () => {
  it.each([
    [
      'file',
      'Request a document under 1 Property Overview',
      'Describe document required',
      ['Document title', 'Document description'],
      'Submit document request',
      'Please provide a document title.',
      { documenttitle: 'Lease agreements', documentdescription: 'All signed leases' },
    ],
    [
      'text',
      'Request information under 1 Property Overview',
      'Describe information required',
      ['Query title', 'Query description'],
      'Submit information request',
      'Please provide a query title.',
      { queryTitle: 'Lease agreements', queryBody: 'All signed leases' },
    ],
  ] as const)(
    'a %s request: submit disabled while empty, then sent in the spec fields',
    async (kind, open, title, [titleLabel, bodyLabel], submit, missing, fields) => {
      const addExtDdRequest = vi.fn().mockResolvedValue({});
      renderTab({ addExtDdRequest });
      await round1();
      await userEvent.click(screen.getByRole('button', { name: open }));
      const dialog = screen.getByRole('dialog', { name: title });
      const button = within(dialog).getByRole('button', { name: submit });
      expect(button).toBeDisabled();
      const titleBox = within(dialog).getByRole('textbox', { name: titleLabel });
      fireEvent.blur(titleBox);
      expect(within(dialog).getByText(missing)).toBeInTheDocument();
      await userEvent.type(titleBox, ' Lease agreements ');
      expect(button).toBeDisabled();
      await userEvent.type(within(dialog).getByRole('textbox', { name: bodyLabel }), 'All signed leases');
      await userEvent.click(button);
      expect(addExtDdRequest).toHaveBeenCalledWith({
        body: expect.objectContaining({ propertyDataRoomId: 2, requesttype: kind, ...fields }),
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it('keeps the request open with the spec message when the server fails', async () => {
    const addExtDdRequest = vi.fn().mockRejectedValue(new Error('HTTP error! status: 500'));
    renderTab({ addExtDdRequest });
    await round1();
    await userEvent.click(screen.getByRole('button', { name: 'Request information under 3 Financials' }));
    const dialog = screen.getByRole('dialog', { name: 'Describe information required' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Query title' }), 'Rates');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Query description' }), 'Increase this year?');
    // A stray click beside the dialog does not throw away what was typed.
    await userEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(screen.getByRole('dialog', { name: 'Describe information required' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit information request' }));
    expect(await screen.findByText('Failed to submit information request.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Query title' })).toHaveValue('Rates');
  });

  it('offers requests on levels 1 to 4 only, not on the round itself', async () => {
    renderTab();
    await round1();
    expect(screen.queryByRole('button', { name: /^Request a document under Virtual Data Room/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload files to Virtual Data Room' })).toBeInTheDocument();
  });
});

describe('Manage Datarooms tab: uploads (spec §5 Data room file upload)', () => {
  it('refuses an empty file without sending it, uploads the others with progress, then reloads the round', async () => {
    const uploads = FakeUpload.install();
    const { getDataRoomRound, rounds } = renderTab();
    await round1();
    await userEvent.click(screen.getByRole('button', { name: 'Upload files to 1 Property Overview' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload files' });
    const pdf = new File(['%PDF-1.4 test'], 'lease.pdf', { type: 'application/pdf' });
    const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Choose files'), [empty, pdf]);

    expect(await within(dialog).findByText('The file is empty. Please choose a valid file.')).toBeInTheDocument();
    const sent = await uploads.next();
    expect(uploads.count).toBe(1);
    expect(sent.url).toMatch(/\/property-data-room$/);
    expect(Object.fromEntries([...sent.form.entries()].filter(([, value]) => typeof value === 'string'))).toMatchObject({
      PropertyDataRoomId: '2',
      PropertyId: '7',
    });
    expect((sent.form.get('File') as File).name).toBe('lease.pdf');

    sent.progress(0.5);
    expect(await within(dialog).findByRole('progressbar', { name: 'lease.pdf' })).toHaveAttribute('aria-valuenow', '50');
    const row: DataRoomItem = { ...byId(4), id: 40, parentId: 2, level: 2, fileName: 'lease.pdf', isPublished: false };
    rounds[1].push(row);
    const calls = getDataRoomRound.mock.calls.length;
    sent.answer(201, { ...row, version: 2 });
    expect(await within(dialog).findByText('Uploaded as version 2')).toBeInTheDocument();
    expect(within(dialog).getByText('1 of 2 uploaded')).toBeInTheDocument();
    await waitFor(() => expect(getDataRoomRound.mock.calls.length).toBeGreaterThan(calls));
  });

  it('says the spec message, and the server reason, when the server refuses a file', async () => {
    const uploads = FakeUpload.install();
    renderTab();
    await round1();
    await userEvent.click(screen.getByRole('button', { name: 'Upload files to 3 Financials' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload files' });
    await userEvent.upload(within(dialog).getByLabelText('Choose files'), new File(['x'.repeat(10)], 'big.pdf'));
    (await uploads.next()).answer(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 1 GB.' } });
    expect(await within(dialog).findByText('An error occurred while uploading the file.')).toBeInTheDocument();
    expect(within(dialog).getByText('The file is larger than 1 GB.')).toBeInTheDocument();
  });
});
