import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, RecordContextProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../src/dataProviderTypes';
import { ExternalDueDiligenceTab } from '../../src/custom/data-rooms/view/ExternalDueDiligenceTab';
import { RoundTab } from '../../src/custom/data-rooms/view/RoundTab';
import { REQUESTS, ROUND_1, ROUND_2 } from './dataRoomItems';

// Each test renders a whole tab with MUI: on a busy two-core machine the first can take seconds.
vi.setConfig({ testTimeout: 20_000 });

// react-admin and react-query log each failed load; the failures below are on purpose.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const rounds = { 1: ROUND_1, 2: ROUND_2 };

function renderTab(tab: React.ReactNode, overrides: Partial<AppDataProvider> = {}, checklist: string | null = 'Office') {
  const dataProvider = {
    ...testDataProvider(),
    getDataRoomRound: vi.fn(async ({ query: { round } }: { query: { round: 1 | 2 } }) => rounds[round]),
    getExtDdRequests: vi.fn(async () => REQUESTS),
    ...overrides,
  } as unknown as AppDataProvider;
  render(
    <AdminContext dataProvider={dataProvider} store={memoryStore()}>
      <RecordContextProvider value={{ id: 7, checklist }}>{tab}</RecordContextProvider>
    </AdminContext>,
  );
}

const rowTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);

/** A heading's count: in words where there is room and in figures on a phone (both in the DOM; CSS shows one). */
const counted = (done: number, required: number) => `${done} of ${required} required documents published${done} / ${required} published`;

describe('Virtual Data Room and Due Diligence Data Room tabs', () => {
  it('shows the round as a numbered tree with document counts, hidden items and their subtrees left out', async () => {
    const getDataRoomRound = vi.fn().mockResolvedValue(ROUND_1);
    renderTab(<RoundTab propertyId={7} round={1} />, { getDataRoomRound });
    const tree = await screen.findByRole('list', { name: 'Virtual data room' });
    expect(rowTexts(tree)).toEqual([
      `Virtual Data Room${counted(1, 3)}`,
      `1Property Overview${counted(1, 2)}`,
      `1.1Title Deed${counted(1, 1)}`,
      'deed.pdf2.0 KBPublished',
      `1.2Zoning Certificate${counted(0, 1)}`,
      `3Financials${counted(0, 1)}`,
      'rent-roll.docx2.0 KBRejected',
      `3.1Operating Costs${counted(0, 1)}`,
    ]);
    expect(getDataRoomRound).toHaveBeenCalledWith({ query: { propertyId: 7, round: 1 } }, expect.anything());
    // Indented 24 px per level (spec §9), after the row's own 8 px.
    expect(within(tree).getByText('Title Deed').closest('li')).toHaveStyle({ paddingLeft: '56px' });
  });

  it.each([
    ['its reason', 'Figures are from 2019', ROUND_1],
    [
      "'No reason provided' without one",
      'No reason provided',
      ROUND_1.map((item) => (item.id === 10 ? { ...item, rejectedReason: ' ' } : item)),
    ],
  ])('shows on a rejected file %s', async (_case, reason, round) => {
    renderTab(<RoundTab propertyId={7} round={1} />, { getDataRoomRound: vi.fn().mockResolvedValue(round) });
    await userEvent.hover(await screen.findByText('Rejected'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
  });

  it('narrows the tree to what the filter matches, keeping the ancestors', async () => {
    renderTab(<RoundTab propertyId={7} round={1} />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Filter headings and files' }), 'zoning');
    expect(rowTexts(screen.getByRole('list', { name: 'Virtual data room' }))).toEqual([
      `Virtual Data Room${counted(1, 3)}`,
      `1Property Overview${counted(1, 2)}`,
      `1.2Zoning Certificate${counted(0, 1)}`,
    ]);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'nothing like it');
    expect(screen.getByText("No heading or file matches 'nothing like it'.")).toBeInTheDocument();
  });

  it('opens a PDF in a preview dialog with a download link, and offers other files for download only', async () => {
    renderTab(<RoundTab propertyId={7} round={1} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview deed.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'deed.pdf' });
    expect(within(dialog).getByTitle('Preview of deed.pdf')).toHaveAttribute('src', '/api/property-data-room/download/104?preview=true');
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/property-data-room/download/104');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Preview rent-roll.docx' }));
    const other = await screen.findByRole('dialog', { name: 'rent-roll.docx' });
    expect(within(other).getByText('This type of file cannot be shown here. Download it to open it.')).toBeInTheDocument();
    expect(within(other).queryByTitle(/^Preview of/)).toBeNull();
    expect(within(other).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/property-data-room/download/110');
  });

  it("says the spec's message when the round fails to load, and loads it again on Try Again", async () => {
    const getDataRoomRound = vi.fn().mockRejectedValue(new Error('boom'));
    renderTab(<RoundTab propertyId={7} round={2} />, { getDataRoomRound });
    expect(await screen.findByText('Failed to load due diligence data room items', {}, { timeout: 5000 })).toBeInTheDocument();
    getDataRoomRound.mockResolvedValue(ROUND_2);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Due diligence data room' })).toHaveTextContent(
      '1.1Electrical Certificate of Compliance',
    );
  });

  it('before the data room is built, says so and points to the Vault tab', async () => {
    renderTab(<RoundTab propertyId={7} round={1} />, { getDataRoomRound: vi.fn().mockResolvedValue([]) }, null);
    expect(await screen.findByText(/has not been built yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vault tab' })).toHaveAttribute('href', expect.stringMatching(/\/properties\/7\/vault$/));
  });

  it('says so when everything in the round is hidden', async () => {
    renderTab(<RoundTab propertyId={7} round={1} />, {
      getDataRoomRound: vi.fn().mockResolvedValue([{ ...ROUND_1[0], isVisible: false }]),
    });
    expect(await screen.findByText('Nothing in this round is visible yet.')).toBeInTheDocument();
  });
});

describe('External Due Diligence tab', () => {
  it('lists the requests under their numbered headings, by round, with who asked and when', async () => {
    renderTab(<ExternalDueDiligenceTab propertyId={7} />);
    const round1 = await screen.findByRole('list', { name: 'External due diligence requests: Round 1 - Virtual Data Room' });
    const [root, parent, heading, request] = within(round1).getAllByRole('listitem');
    expect([root, parent].map((row) => row.textContent)).toEqual(['Virtual Data Room', '3Financials']);
    expect(heading).toHaveTextContent('3.1Operating Costs');
    expect(request).toHaveTextContent('Information requestMunicipal rates increase');
    expect(request).toHaveTextContent('What was the increase in rates this year?');
    expect(request).toHaveTextContent(/Requested by Ann Buyer on 20 Nov 2026/);
    const round2 = screen.getByRole('list', { name: 'External due diligence requests: Round 2 - Due Diligence' });
    expect(rowTexts(round2).slice(0, 3)).toEqual(['Due Diligence', '1Statutory Compliance', '1.1Electrical Certificate of Compliance']);
    expect(rowTexts(round2)[3]).toContain('Document requestLatest electrical COC');
  });

  it('narrows the requests by words (accents and case ignored) and by kind', async () => {
    renderTab(<ExternalDueDiligenceTab propertyId={7} />);
    await screen.findByRole('list', { name: 'External due diligence requests: Round 1 - Virtual Data Room' });
    const lists = () => screen.queryAllByRole('list', { name: /^External due diligence requests: / });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter requests' }), 'ÉLECTRICAL');
    expect(lists()).toHaveLength(1);
    expect(lists()[0]).toHaveAccessibleName('External due diligence requests: Round 2 - Due Diligence');

    await userEvent.click(screen.getByRole('button', { name: 'Information' }));
    expect(lists()).toHaveLength(0);
    expect(screen.getByText('No request matches these filters.')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Filter requests' }));
    expect(lists()).toHaveLength(1);
    expect(lists()[0]).toHaveTextContent('Municipal rates increase');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(lists()).toHaveLength(2);
  });

  it("says the spec's message when the requests fail to load, and retries", async () => {
    const getExtDdRequests = vi.fn().mockRejectedValue(new Error('boom'));
    renderTab(<ExternalDueDiligenceTab propertyId={7} />, { getExtDdRequests });
    expect(await screen.findByText('Failed to load external due diligence data room items', {}, { timeout: 5000 })).toBeInTheDocument();
    getExtDdRequests.mockResolvedValue([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No external due diligence requests have been made for this property.')).toBeInTheDocument();
  });
});
