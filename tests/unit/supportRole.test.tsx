import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, RecordContextProvider, testDataProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NdaRegisterEntry } from '@common/api/nda-register';
import type { MediaItem } from '@common/api/property-media-items';
import { RequireAccess } from '../../src/auth/RequireAccess';
import { sellerEditRules as sellerRules } from '../../src/components/organisation/contactValidation';
import { OrganisationForm } from '../../src/components/organisation/OrganisationForm';
import type { AppDataProvider } from '../../src/dataProviderTypes';
import { Menu } from '../../src/layout/Menu';
import { ReadOnlyBadge } from '../../src/layout/ReadOnlyBadge';
import { ManageDataRoomsTab } from '../../src/custom/data-rooms/manage/ManageDataRoomsTab';
import { MediaTab } from '../../src/custom/property-media-items/MediaTab';
import { NdaSignatoriesCard } from '../../src/custom/vault/NdaSignatoriesCard';
import { OrganisationInputs } from '../../src/components/organisation/organisationViews';
import { sellerArea } from '../../src/resources/sellers/sellerArea';
import { ROUND_1, ROUND_2 } from './dataRoomItems';
import { ADMIN, SUPPORT, sessionAs } from './sessionAs';

// Each test renders a whole screen with MUI: on a busy two-core machine that can take seconds.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const ROLES = [
  { role: 'an administrator', user: ADMIN, writes: true },
  { role: 'support staff', user: SUPPORT, writes: false },
];

async function renderAs(user: typeof ADMIN, ui: ReactNode, dataProvider: Partial<AppDataProvider> = {}) {
  const authProvider = await sessionAs(user);
  const provider = { ...testDataProvider(), ...dataProvider } as unknown as AppDataProvider;
  // A data router: the upload forms block navigation while they upload.
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <AdminContext dataProvider={provider} authProvider={authProvider} store={memoryStore()}>
          <ReadOnlyBadge />
          <RecordContextProvider value={{ id: 7, checklist: 'Office', isActive: true, isDiscrete: true }}>{ui}</RecordContextProvider>
        </AdminContext>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  // Support staff's controls are hidden while the answer is awaited too: wait for it, so their
  // absence below is the rule's doing.
  if (user.readOnly) await screen.findByText('Read only');
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe.each(ROLES)('as $role', ({ user, writes }) => {
  it(writes ? 'the sidebar offers every Add screen' : 'the sidebar offers every list but no Add screen', async () => {
    await renderAs(user, <Menu />);
    expect(await screen.findByRole('menuitem', { name: 'Manage Properties' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Activity Log' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Re-order Landing Page' })).toBeInTheDocument();
    if (writes) expect(await screen.findByRole('menuitem', { name: 'Add User' })).toBeInTheDocument();
    else expect(screen.queryByRole('menuitem', { name: /^Add / })).toBeNull();
  });

  it(writes ? 'an Add screen shows its form' : 'an Add screen says why there is no form', async () => {
    await renderAs(
      user,
      <RequireAccess action="create">
        <p>the form</p>
      </RequireAccess>,
    );
    // The session is known, so the answer is there on the first render: no spinner first.
    if (writes) expect(screen.getByText('the form')).toBeInTheDocument();
    else {
      expect(screen.getByText('Support staff can view but not change anything')).toBeInTheDocument();
      expect(screen.queryByText('the form')).toBeNull();
    }
  });

  it(writes ? "a seller's form can be changed and saved" : "a seller's form shows every value, disabled, without Save", async () => {
    const seller = { id: 7, companyName: 'Acme Holdings', contactPerson: 'Jo', isActive: true };
    await renderAs(
      user,
      <RecordContextProvider value={seller}>
        <OrganisationForm rules={sellerRules} submit={{ label: 'Save', busyLabel: 'Saving...' }}>
          <OrganisationInputs area={sellerArea} rules={sellerRules} withActive />
        </OrganisationForm>
      </RecordContextProvider>,
    );
    // Enabled (or not) from the first render: an admin's form is never disabled for a moment.
    const name = screen.getByDisplayValue('Acme Holdings');
    expect(name.hasAttribute('disabled')).toBe(!writes);
    expect(screen.getByDisplayValue('Jo').hasAttribute('disabled')).toBe(!writes);
    const active = screen.getByRole('switch');
    expect(active).toBeChecked();
    expect(active.hasAttribute('disabled')).toBe(!writes);
    if (writes) expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    else expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it(
    writes
      ? 'the Media tab offers handles, toggles, deletes and uploads'
      : 'the Media tab shows the items without handles, toggles, deletes or uploads',
    async () => {
      const item = (id: number, displayOrder: number): MediaItem => ({
        id,
        propertyId: 7,
        title: 'Gallery',
        fileType: 'image',
        mediaLink: `/api/media/images/${id}/display.webp`,
        displayOrder,
        isActive: true,
      });
      const items = [item(11, 1), item(12, 2)];
      await renderAs(user, <MediaTab propertyId="7" />, {
        getList: vi.fn().mockResolvedValue({ data: items, total: items.length }),
      });
      const toggle = await screen.findByRole('switch', { name: 'Publish media item 11' });
      expect(toggle).toBeChecked();
      await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(!writes));
      expect(screen.queryAllByLabelText(/^Move Gallery image/)).toHaveLength(writes ? 2 : 0);
      expect(screen.queryAllByRole('heading', { name: /^(Video|Image) Upload$/ })).toHaveLength(writes ? 2 : 0);
      expect(screen.queryAllByRole('button', { name: /^Delete media item/ })).toHaveLength(writes ? 2 : 0);
    },
  );

  it(writes ? 'Manage Datarooms offers every review action' : 'Manage Datarooms only folds and lists versions', async () => {
    await renderAs(user, <ManageDataRoomsTab propertyId={7} />, {
      getDataRoomRound: vi.fn(async ({ query: { round } }: { query: { round: 1 | 2 } }) => (round === 1 ? ROUND_1 : ROUND_2)),
    });
    await screen.findByRole('list', { name: 'Virtual data room' });
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('button', { name: 'Versions of deed.pdf' })).toBeInTheDocument();
    if (writes) {
      for (const name of ['Preview deed.pdf', 'Download deed.pdf', 'Reject deed.pdf', 'Hide 1 Property Overview']) {
        expect(screen.getByRole('button', { name })).toBeInTheDocument();
      }
    } else {
      expect(buttonNames().filter((name) => !/^(Round \d|Expand|Collapse|Versions of |What is missing)/.test(name ?? ''))).toEqual([]);
      expect(screen.getByText('deed.pdf')).toBeInTheDocument();
    }
  });

  it(writes ? 'NDA Signatories offers decisions and the file' : 'NDA Signatories shows the states and the file name only', async () => {
    const entry: NdaRegisterEntry = {
      id: 1,
      version: '1',
      propertyId: 7,
      ndaFileName: 'NDA-1.pdf',
      hasFile: true,
      user: { id: 101, firstName: 'Ann', lastName: 'Buyer' },
      addedBy: { id: 1, firstName: 'Alex', lastName: 'Morgan' },
      round1AcceptYN: true,
      round2AcceptYN: null,
      dateOn: '2026-11-20T09:30:00.000Z',
    };
    await renderAs(user, <NdaSignatoriesCard propertyId={7} />, { getNdaRegister: vi.fn(async () => [entry]) });
    const row = (await screen.findByRole('link', { name: 'Ann Buyer' })).closest('tr')!;
    expect(within(row).getByText('Accepted')).toBeInTheDocument();
    expect(within(row).getByText('NDA-1.pdf')).toBeInTheDocument();
    await waitFor(() => expect(within(row).queryAllByRole('button', { name: /round \d for Ann Buyer$/ })).toHaveLength(writes ? 4 : 0));
    expect(within(row).queryAllByRole('button', { name: /NDA-1\.pdf/ })).toHaveLength(writes ? 1 : 0);
    // Reading the decisions stays open to everyone.
    expect(within(row).getByRole('button', { name: /history/i })).toBeInTheDocument();
  });
});
