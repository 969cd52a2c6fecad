import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, memoryStore, ResourceContextProvider, testDataProvider, type GetListResult } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityList } from '../../src/resources/activity/ActivityList';
import type { ActivityEntry } from '../../src/resources/activity/types';

// The filter selects read GET /api/activity/facets; here they get fixed values.
vi.mock('../../src/resources/activity/useActivityFacets', () => ({
  useActivityFacets: () => ({ natures: ['Property Enquiry', 'Self Registration'], statuses: ['Information', 'WIP'], isPending: false }),
}));

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  occurredAt: '2026-11-20T09:30:00.000Z',
  dateOnly: '2026-11-20',
  nature: 'Property Enquiry',
  statusDescription: 'Information',
  propertyId: 7,
  propertyTitle: 'Harbour View Offices',
  addedById: 21,
  addedByName: 'Thabo Nkosi',
  userId: 44,
  userName: 'Anna Smit',
  comments: 'Asked about parking',
  personaliseReference: null,
  source: 'visitor',
  entityType: null,
  entityId: null,
  changes: null,
  ...overrides,
});

const visitor = entry({});
const anonymous = entry({
  id: 2,
  nature: 'Property Details Viewed',
  statusDescription: 'WIP',
  propertyId: null,
  propertyTitle: null,
  addedById: null,
  addedByName: null,
  userId: null,
  userName: null,
  comments: null,
  personaliseReference: '5b1e7c0a-4d2f-4e8a-9c3b-3f2a9c81d0e4',
});
const adminChange = entry({
  id: 3,
  nature: 'Admin Change',
  source: 'audit',
  propertyId: null,
  propertyTitle: null,
  addedByName: 'Alex Morgan',
  userName: 'Alex Morgan',
  comments: "Updated agency 'Summit Commercial'",
  entityType: 'agency',
  entityId: '4',
  changes: { agencyName: { from: 'Summit', to: 'Summit Commercial' }, isActive: { from: true, to: false } },
});

const page = (rows: ActivityEntry[], total = rows.length): GetListResult => ({ data: rows, total });

const Location = () => <output aria-label="location">{useLocation().pathname}</output>;

// react-admin logs each failed data provider call; the failures below are on purpose.
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => vi.restoreAllMocks());

function renderList(getList: ReturnType<typeof vi.fn>) {
  const dataProvider = testDataProvider({ getList: getList as never });
  render(
    <MemoryRouter initialEntries={['/activity-log']}>
      <AdminContext dataProvider={dataProvider} store={memoryStore()}>
        <ResourceContextProvider value="activity">
          <ActivityList />
        </ResourceContextProvider>
        <Location />
      </AdminContext>
    </MemoryRouter>,
  );
  return { getList };
}

/** The table's body rows (the header row excluded). */
const bodyRows = async () => {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
};
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('ActivityList', () => {
  it('shows the seven columns of the spec, in order', async () => {
    renderList(vi.fn().mockResolvedValue(page([visitor])));
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim());
    expect(headers).toEqual(['Date', 'Nature', 'Status', 'Property', 'Added By', 'User', 'Comments']);
  });

  it('asks for the newest 25 entries first', async () => {
    const { getList } = renderList(vi.fn().mockResolvedValue(page([visitor])));
    await screen.findByRole('table');
    expect(getList).toHaveBeenCalledWith(
      'activity',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 }, sort: { field: 'occurredAt', order: 'DESC' } }),
    );
  });

  it('shows a visitor entry with both names, its property linked to the property', async () => {
    renderList(vi.fn().mockResolvedValue(page([visitor])));
    const [row] = await bodyRows();
    const [date, nature, status, property, addedBy, user, comments] = cells(row);
    expect(date).toHaveTextContent(/20 Nov 2026/);
    expect(nature).toHaveTextContent('Property Enquiry');
    expect(within(nature).getByText('Property Enquiry').closest('[data-category]')).toHaveAttribute('data-category', 'property enquiry');
    expect(status).toHaveTextContent('Information');
    expect(within(property).getByRole('link', { name: 'Harbour View Offices' })).toHaveAttribute('href', '/properties/7');
    expect(addedBy).toHaveTextContent('Thabo Nkosi');
    expect(user).toHaveTextContent('Anna Smit');
    expect(within(addedBy).queryByText('Thabo Nkosi', { selector: '[data-anonymous]' })).toBeNull();
    expect(comments).toHaveTextContent('Asked about parking');
  });

  it("shows an anonymous entry's reference in both name cells, dimmed and italic, and '-' for no property", async () => {
    renderList(vi.fn().mockResolvedValue(page([anonymous])));
    const [row] = await bodyRows();
    const [, , , property, addedBy, user] = cells(row);
    for (const cell of [addedBy, user]) {
      const name = within(cell).getByText('[3f2a9c81d0e4]');
      expect(name).toHaveAttribute('data-anonymous', 'true');
      expect(name).toHaveStyle({ fontStyle: 'italic' });
    }
    expect(property).toHaveTextContent(/^-$/);
    expect(within(property).queryByRole('link')).toBeNull();
  });

  it("lists an admin change's fields on demand, beside its description", async () => {
    renderList(vi.fn().mockResolvedValue(page([adminChange])));
    const [row] = await bodyRows();
    const comments = cells(row)[6];
    expect(comments).toHaveTextContent("Updated agency 'Summit Commercial'");
    const toggle = within(comments).getByRole('button', { name: '2 changes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(comments).getByText('agencyName: Summit → Summit Commercial')).toBeVisible();
    expect(within(comments).getByText('isActive: true → false')).toBeVisible();
  });

  it('is read-only: no selection boxes, nothing happens on a row click', async () => {
    renderList(vi.fn().mockResolvedValue(page([visitor, anonymous])));
    const rows = await bodyRows();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.click(cells(rows[0])[2]);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/activity-log$/);
  });

  it("shows 'Failed to load activity log' with a Try Again button that loads the list again", async () => {
    quietConsole();
    const getList = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Failed to load activity log', 500))
      .mockResolvedValue(page([visitor]));
    renderList(getList);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load activity log');
    expect(screen.queryByRole('table')).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(await bodyRows()).toHaveLength(1);
    expect(screen.queryByText('Failed to load activity log')).toBeNull();
  });

  it("reads 'Failed to load activity log' for a failure without an HTTP status too", async () => {
    quietConsole();
    renderList(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load activity log');
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });

  it("says 'No activity yet' when the log is empty", async () => {
    renderList(vi.fn().mockResolvedValue(page([])));
    expect(await screen.findByText('No activity yet')).toBeVisible();
  });

  it('exports the CSV of the current sort and filter', async () => {
    renderList(vi.fn().mockResolvedValue(page([visitor], 1234)));
    await screen.findByRole('table');
    const href = screen.getByRole('link', { name: 'Export' }).getAttribute('href')!;
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/api/activity/export');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['occurredAt', 'DESC']);
  });

  it('offers the known natures and statuses as filter choices', async () => {
    renderList(vi.fn().mockResolvedValue(page([visitor])));
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: 'Nature' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Property Enquiry', 'Self Registration']));
  });
});
