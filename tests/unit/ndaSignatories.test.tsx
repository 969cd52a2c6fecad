import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NdaRegisterEntry } from '@common/api/nda-register';
import type { AppDataProvider } from '../../src/dataProviderTypes';
import { NdaSignatoriesCard } from '../../src/custom/vault/NdaSignatoriesCard';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const entry = (id: number, firstName: string, round1AcceptYN: boolean | null, round2AcceptYN: boolean | null): NdaRegisterEntry => ({
  id,
  version: '1',
  propertyId: 7,
  ndaFileName: `NDA-${id}.pdf`,
  hasFile: true,
  user: { id: 100 + id, firstName, lastName: 'Buyer' },
  addedBy: { id: 1, firstName: 'Alex', lastName: 'Morgan' },
  round1AcceptYN,
  round2AcceptYN,
  dateOn: '2026-11-20T09:30:00.000Z',
});
const ENTRIES = [entry(1, 'Ann', null, null), entry(2, 'Ben', true, false)];

function renderCard(overrides: Partial<AppDataProvider> = {}) {
  const dataProvider = {
    ...testDataProvider(),
    getNdaRegister: vi.fn(async () => ENTRIES),
    ...overrides,
  } as unknown as AppDataProvider;
  render(
    <AdminContext dataProvider={dataProvider} store={memoryStore()}>
      <NdaSignatoriesCard propertyId={7} />
      <Notification />
    </AdminContext>,
  );
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

describe('NDA Signatories (spec §2 Vault tab, §4 NDA per round)', () => {
  it('shows each signatory with the file, who added it, and both rounds as badges', async () => {
    renderCard();
    const ann = await rowOf('Ann Buyer');
    expect(ann).toHaveTextContent(/^Ann BuyerNDA-1\.pdfAdded by Alex Morgan on 20 Nov 2026PendingPending$/);
    expect(await rowOf('Ben Buyer')).toHaveTextContent(/AcceptedRejected$/);
    expect(within(ann).getByRole('link', { name: 'Ann Buyer' }).getAttribute('href')).toMatch(/\/users\/101$/);
    // The decision a round already has is not offered again.
    expect(within(await rowOf('Ben Buyer')).getByRole('button', { name: 'Accept round 1 for Ben Buyer' })).toBeDisabled();
  });

  it('accepts a round only after the confirmation, and shows the answer', async () => {
    const approveNda = vi.fn(async () => entry(1, 'Ann', true, null));
    renderCard({ approveNda });
    await userEvent.click(within(await rowOf('Ann Buyer')).getByRole('button', { name: 'Accept round 1 for Ann Buyer' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Accept the NDA for round 1?');
    expect(approveNda).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(approveNda).toHaveBeenCalledWith(
      { params: { id: 1 }, body: expect.objectContaining({ round: 'round1', status: 'Accepted' }) },
      { ifMatch: '1' },
    );
    await waitFor(async () => expect(await rowOf('Ann Buyer')).toHaveTextContent(/AcceptedPending$/));
  });

  it("says the spec's words when a decision fails, and changes nothing", async () => {
    renderCard({ approveNda: vi.fn().mockRejectedValue(new Error('HTTP error! status: 500')) });
    await userEvent.click(within(await rowOf('Ann Buyer')).getByRole('button', { name: 'Reject round 2 for Ann Buyer' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to reject/accept NDA round 2. Please try again.')).toBeInTheDocument();
    expect(await rowOf('Ann Buyer')).toHaveTextContent(/PendingPending$/);
  });

  it('opens the decision history of an NDA', async () => {
    const getNdaHistory = vi.fn(async () => [
      { round: 'round2' as const, status: 'Rejected' as const, decidedBy: 'Alex Morgan', decidedAt: '2026-11-22T08:00:00.000Z' },
      { round: 'round1' as const, status: 'Accepted' as const, decidedBy: 'Alex Morgan', decidedAt: '2026-11-21T08:00:00.000Z' },
    ]);
    renderCard({ getNdaHistory });
    await userEvent.click(within(await rowOf('Ben Buyer')).getByRole('button', { name: "Decision history of Ben Buyer's NDA" }));
    const list = await screen.findByRole('list', { name: "Decisions on Ben Buyer's NDA" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Rejected round 2 by Alex Morgan on 22 Nov 2026/),
      expect.stringMatching(/^Accepted round 1 by Alex Morgan on 21 Nov 2026/),
    ]);
    expect(getNdaHistory).toHaveBeenCalledWith({ params: { id: 2 } }, expect.anything());
  });

  it("says 'Failed to download NDA file' when the server refuses the file", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    renderCard();
    await userEvent.click(within(await rowOf('Ann Buyer')).getByRole('button', { name: 'Download NDA-1.pdf' }));
    expect(await screen.findByText('Failed to download NDA file')).toBeInTheDocument();
  });
});
