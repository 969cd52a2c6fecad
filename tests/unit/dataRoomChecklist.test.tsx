import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, EditBase, HttpError, memoryStore, Notification, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../src/dataProviderTypes';
import { VaultTab } from '../../src/custom/vault/VaultTab';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

/** The Vault tab inside the property's record, as the details screen gives it; the record's checklist comes from `checklists` in turn. */
function renderVault(buildDataRoom: AppDataProvider['buildDataRoom'], ...checklists: Array<string | null>) {
  const getOne = vi.fn(async () => ({ data: { id: 7, checklist: checklists.length > 1 ? checklists.shift()! : checklists[0]! } }));
  const dataProvider = {
    ...testDataProvider({ getOne: getOne as never }),
    buildDataRoom,
    getNdaRegister: async () => [],
    getDiscreteUsers: async () => [],
  } as unknown as AppDataProvider;
  render(
    <AdminContext dataProvider={dataProvider} store={memoryStore()}>
      <EditBase resource="properties" id={7}>
        <VaultTab propertyId={7} />
      </EditBase>
      <Notification />
    </AdminContext>,
  );
  return { getOne };
}

const checklistCard = () => screen.findByRole('region', { name: 'Dataroom Checklist' });

async function choose(name: string) {
  await userEvent.click(within(await checklistCard()).getByRole('combobox', { name: 'Checklist' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('Vault tab', () => {
  it("shows the spec's five slots, left then right", async () => {
    renderVault(vi.fn(), null);
    await checklistCard();
    expect(screen.getAllByRole('region').map((region) => region.querySelector('h2')?.textContent)).toEqual([
      'NDA Link',
      'Dataroom Checklist',
      'Custom NDA',
      'NDA Signatories',
      'Discrete Users',
    ]);
  });

  const confirmBuild = async () =>
    userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Build data room' }));

  it('asks for a checklist, builds the data room from the chosen one, then shows it read-only', async () => {
    const buildDataRoom = vi.fn().mockResolvedValue({ propertyId: 7, checklist: 'Hospitality', headings: { round1: 20, round2: 60 } });
    renderVault(buildDataRoom, null, 'Hospitality');
    await userEvent.click(within(await checklistCard()).getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please select a dataroom checklist option')).toBeInTheDocument();
    expect(buildDataRoom).not.toHaveBeenCalled();

    await choose('Hospitality');
    expect(screen.queryByText('Please select a dataroom checklist option')).toBeNull();
    await userEvent.click(within(await checklistCard()).getByRole('button', { name: 'Submit' }));
    // Building cannot be taken back: it is confirmed first, and Escape builds nothing.
    let dialog = await screen.findByRole('dialog', { name: 'Build the data room from the Hospitality checklist?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(buildDataRoom).not.toHaveBeenCalled();
    await userEvent.click(within(await checklistCard()).getByRole('button', { name: 'Submit' }));
    dialog = await screen.findByRole('dialog', { name: 'Build the data room from the Hospitality checklist?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Build data room' }));
    expect(buildDataRoom).toHaveBeenCalledWith({ body: expect.objectContaining({ checklistName: 'Hospitality', propertyId: 7 }) });
    expect(await screen.findByText('Data room built from the Hospitality checklist.')).toBeInTheDocument();
    const card = await checklistCard();
    expect(await within(card).findByText('Hospitality')).toBeInTheDocument();
    expect(within(card).queryByRole('combobox')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it("says the spec's message when the build fails, and lets the admin try again", async () => {
    const buildDataRoom = vi.fn().mockRejectedValue(new HttpError('Boom', 500));
    renderVault(buildDataRoom, null);
    await choose('Office');
    await userEvent.click(within(await checklistCard()).getByRole('button', { name: 'Submit' }));
    await confirmBuild();
    expect(await screen.findByText('Failed to submit dataroom checklist. Please try again.')).toBeInTheDocument();
    expect(within(await checklistCard()).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows the checklist someone else chose meanwhile when the build answers 409', async () => {
    const buildDataRoom = vi.fn().mockRejectedValue(new HttpError('Already built', 409));
    const { getOne } = renderVault(buildDataRoom, null, 'Office');
    await choose('Hospitality');
    await userEvent.click(within(await checklistCard()).getByRole('button', { name: 'Submit' }));
    await confirmBuild();
    expect(await within(await checklistCard()).findByText('Office')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Failed to submit dataroom checklist. Please try again.')).toBeNull();
  });
});
