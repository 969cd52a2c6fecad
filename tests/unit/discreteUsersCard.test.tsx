import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, RecordContextProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_ACTIVE_AND_DISCRETE, type DiscreteUser } from '@common/api/discrete-users';
import type { AppDataProvider } from '../../src/dataProviderTypes';
import { DiscreteUsersCard } from '../../src/custom/vault/DiscreteUsersCard';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const grantOf = (id: number, userId: number, firstName: string): DiscreteUser => ({
  id,
  version: '1',
  propertyId: 7,
  userId,
  username: `${firstName} Buyer`,
  isDeleted: false,
  buyer: { id: userId, firstName, lastName: 'Buyer', emailAddress: `${firstName.toLowerCase()}@example.com` },
  addedBy: 'Alex Morgan',
  createdAt: '2026-11-20T09:30:00.000Z',
});
const BUYERS = [
  { id: 31, firstName: 'Ann', lastName: 'Buyer', emailAddress: 'ann@example.com' },
  { id: 32, firstName: 'Anna', lastName: 'Smith', emailAddress: 'anna@example.com' },
];

function renderCard(overrides: Partial<AppDataProvider> = {}, property = { isActive: true, isDiscrete: true }) {
  const mocks = {
    getDiscreteUsers: vi.fn(async () => [grantOf(1, 31, 'Ann')]),
    getUsers: vi.fn(async () => BUYERS),
  };
  const dataProvider = {
    ...testDataProvider(),
    ...mocks,
    ...overrides,
  } as unknown as AppDataProvider;
  render(
    <AdminContext dataProvider={dataProvider} store={memoryStore()}>
      <RecordContextProvider value={{ id: 7, ...property }}>
        <DiscreteUsersCard propertyId={7} />
        <Notification />
      </RecordContextProvider>
    </AdminContext>,
  );
  return mocks;
}

describe('Discrete Users (spec §2 Vault tab, §4 Discrete access, §5 User search)', () => {
  it.each([
    ['not discrete', { isActive: true, isDiscrete: false }],
    ['not active', { isActive: false, isDiscrete: true }],
  ])('shows the spec notice instead of the form when the property is %s', async (_what, property) => {
    renderCard({}, property);
    expect(await screen.findByText(NOT_ACTIVE_AND_DISCRETE)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Buyer' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ann Buyer' })).toBeInTheDocument();
  });

  it('searches buyers once typing pauses, from 3 characters, and grants the chosen one', async () => {
    const grantDiscreteUser = vi.fn(async () => grantOf(2, 32, 'Anna'));
    const mocks = renderCard({ grantDiscreteUser });
    const search = await screen.findByRole('combobox', { name: 'Buyer' });
    await userEvent.type(search, 'an');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(mocks.getUsers).not.toHaveBeenCalled();
    await userEvent.type(search, 'na s');
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    // One request for the whole burst of typing, with what was typed by its end.
    expect(mocks.getUsers).toHaveBeenCalledTimes(1);
    expect(mocks.getUsers).toHaveBeenCalledWith(
      { query: { searchCriteria: 'anna s', filter: JSON.stringify({ isActive: true }) } },
      expect.anything(),
    );
    // A buyer who already has access is shown but cannot be chosen again.
    expect(options[0]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(options[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Grant access' }));
    expect(grantDiscreteUser).toHaveBeenCalledWith({ body: expect.objectContaining({ propertyId: 7, buyerId: 32 }) });
    expect(await screen.findByText('Anna Smith can now see this property.')).toBeInTheDocument();
  });

  it("says the spec's words when a grant or a removal fails", async () => {
    renderCard({
      grantDiscreteUser: vi.fn().mockRejectedValue(new Error('HTTP error! status: 409')),
      removeDiscreteUser: vi.fn().mockRejectedValue(new Error('HTTP error! status: 409')),
    });
    const row = (await screen.findByRole('link', { name: 'Ann Buyer' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Remove Ann Buyer' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove access' }));
    expect(await screen.findByText('Failed to remove user. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.type(screen.getByRole('combobox', { name: 'Buyer' }), 'anna');
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    await userEvent.click(options[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Grant access' }));
    expect(await screen.findByText('Failed to grant discrete user access. Please try again.')).toBeInTheDocument();
  });

  it('removes a buyer and reloads the list', async () => {
    const removeDiscreteUser = vi.fn(async () => ({ ...grantOf(1, 31, 'Ann'), isDeleted: true }));
    const mocks = renderCard({ removeDiscreteUser });
    const row = (await screen.findByRole('link', { name: 'Ann Buyer' })).closest('tr')!;
    mocks.getDiscreteUsers.mockResolvedValue([]);
    await userEvent.click(within(row).getByRole('button', { name: 'Remove Ann Buyer' }));
    // Removing cannot be taken back: it is confirmed first, and Escape removes nothing.
    let dialog = await screen.findByRole('dialog', { name: "Remove Ann Buyer's discrete access?" });
    expect(dialog).toHaveTextContent('Ann Buyer will no longer see this property. This cannot be undone');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removeDiscreteUser).not.toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: 'Remove Ann Buyer' }));
    dialog = await screen.findByRole('dialog', { name: "Remove Ann Buyer's discrete access?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(removeDiscreteUser).toHaveBeenCalledWith({ params: { id: 1 } }, { ifMatch: '1' });
    await waitFor(() => expect(screen.getByText('No buyer has discrete access yet.')).toBeInTheDocument());
  });
});
