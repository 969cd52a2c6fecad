import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardFigures } from '@common/api/dashboard';
import type { AppDataProvider } from '../../src/dataProviderTypes';
import { activitySeries } from '../../src/custom/dashboard/activitySeries';
import { Dashboard } from '../../src/custom/dashboard/Dashboard';
import { DashboardCharts } from '../../src/custom/dashboard/DashboardCharts';

vi.setConfig({ testTimeout: 20_000 });
// The charts measure their box; jsdom has no layout, so they draw nothing, and the tables are what is read.
beforeEach(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FIGURES: DashboardFigures = {
  propertiesByStatus: [
    { id: 1, name: 'For Sale', count: 2010 },
    { id: 2, name: 'Under Offer', count: 12 },
    { id: 3, name: 'Sold', count: 0 },
  ],
  propertiesByCategory: [
    { id: 1, name: 'Office', count: 7 },
    { id: 4, name: 'Hospitality', count: 9 },
  ],
  publication: { total: 2022, published: 1500, unpublished: 522, placeholders: 40 },
  pendingByKind: [
    { kind: 'nda-round-1', count: 3 },
    { kind: 'nda-round-2', count: 0 },
    { kind: 'file', count: 5 },
    { kind: 'request', count: 1 },
    { kind: 'discrete-access', count: 0 },
  ],
  activity: {
    from: '2026-08-31',
    to: '2026-11-28',
    byDay: [
      { day: '2026-08-31', nature: 'Property Enquiry', count: 2 },
      { day: '2026-11-03', nature: 'Admin Change', count: 4 },
      { day: '2026-11-03', nature: 'Property Enquiry', count: 7 },
      { day: '2026-11-28', nature: 'Property Enquiry', count: 1 },
    ],
  },
  dataRoomCompleteness: [
    { round: 1, heading: 'Legal', properties: 30, withPublishedFile: 12 },
    { round: 2, heading: 'Legal', properties: 10, withPublishedFile: 0 },
  ],
};

const Location = () => <output aria-label="location">{useLocation().pathname + useLocation().search}</output>;

function renderCharts(getDashboard = vi.fn(async () => FIGURES), Screen = DashboardCharts) {
  const dataProvider = { ...testDataProvider(), getDashboard } as unknown as AppDataProvider;
  render(
    <MemoryRouter initialEntries={['/']}>
      <AdminContext
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <Screen />
        <Location />
      </AdminContext>
    </MemoryRouter>,
  );
  return getDashboard;
}

/** The link of a row of the table named `table`, and where it leads, filter decoded. */
async function linkIn(table: string, name: string) {
  const link = within(await screen.findByRole('table', { name: table })).getByRole('link', { name });
  const href = new URL(link.getAttribute('href')!, 'http://app');
  return { link, path: href.pathname, filter: JSON.parse(href.searchParams.get('filter')!) as unknown };
}

describe('the home page figures (issue 32)', () => {
  it("keeps the spec's greeting and loads the figures below it", async () => {
    const getDashboard = renderCharts(undefined, Dashboard);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('Please pick an option from the sidebar to get started.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Properties by status' })).toBeInTheDocument();
    expect(getDashboard).toHaveBeenCalledTimes(1);
  });

  it('links each status and category to the properties list filtered to it', async () => {
    renderCharts();
    expect(await linkIn('Properties by status', 'For Sale')).toMatchObject({ path: '/properties', filter: { propertyStatusId: 1 } });
    expect(await linkIn('Properties by status', 'Sold')).toMatchObject({ path: '/properties', filter: { propertyStatusId: 3 } });
    expect(await linkIn('Properties by category', 'Hospitality')).toMatchObject({ path: '/properties', filter: { categoryId: 4 } });
    const row = (await linkIn('Properties by status', 'For Sale')).link.closest('tr')!;
    expect(within(row).getByRole('cell')).toHaveTextContent('2,010');
  });

  it('links published, not published and placeholders to the properties list filtered by their flag', async () => {
    renderCharts();
    const table = 'Published and placeholders';
    expect(await linkIn(table, 'Published')).toMatchObject({ path: '/properties', filter: { isActive: true } });
    expect(await linkIn(table, 'Not published')).toMatchObject({ path: '/properties', filter: { isActive: false } });
    expect(await linkIn(table, 'Placeholders')).toMatchObject({ path: '/properties', filter: { isPlaceholder: true } });
  });

  it('links each kind of waiting item to the inbox filtered to it, zeros included', async () => {
    renderCharts();
    expect(await linkIn('Waiting for a decision', 'NDA round 1')).toMatchObject({ path: '/inbox', filter: { kind: 'nda-round-1' } });
    expect(await linkIn('Waiting for a decision', 'Discrete access to review')).toMatchObject({
      path: '/inbox',
      filter: { kind: 'discrete-access' },
    });
  });

  it("links each nature to the Activity Log from the 90 days' first day, the most frequent first", async () => {
    renderCharts();
    const table = await screen.findByRole('table', { name: 'Activity, last 90 days' });
    const natures = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(natures).toEqual(['Property Enquiry', 'Admin Change']);
    expect(await linkIn('Activity, last 90 days', 'Property Enquiry')).toMatchObject({
      path: '/activity-log',
      filter: { nature: 'Property Enquiry', from: '2026-08-31' },
    });
    expect(within(within(table).getByRole('link', { name: 'Property Enquiry' }).closest('tr')!).getByRole('cell')).toHaveTextContent('10');
  });

  it('lists each checklist heading by round with its published share, linking to the properties', async () => {
    renderCharts();
    const { path, link } = await linkIn('Data room completeness', 'Round 1 · Legal');
    expect(path).toBe('/properties');
    expect(
      within(link.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '30']);
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/properties?filter=%7B%7D');
  });

  it('says what each chart shows in a sentence, from the figures', async () => {
    renderCharts();
    expect(await screen.findByText('Of 2,022 properties, the most (2,010) are For Sale.')).toBeInTheDocument();
    expect(screen.getByText('1,500 of 2,022 properties are published; 40 are placeholders.')).toBeInTheDocument();
    expect(screen.getByText('9 items wait for a decision; File to review has the most (5).')).toBeInTheDocument();
    expect(screen.getByText('14 entries from 31 Aug to 28 Nov 2026; the busiest day was 3 Nov with 11.')).toBeInTheDocument();
    expect(
      screen.getByText("30 % of the checklist headings in the properties' data rooms have a published file under them (12 of 40)."),
    ).toBeInTheDocument();
  });

  it('breaks no WCAG 2.1 A/AA rule that can be checked without layout (the e2e check sees the colours)', async () => {
    renderCharts();
    await screen.findByRole('table', { name: 'Data room completeness' });
    const results = await axe.run(document.body, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
  });

  it('offers a retry when the figures fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getDashboard = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(FIGURES);
    renderCharts(getDashboard);
    expect(await screen.findByText('Failed to load the figures')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Properties by status' })).toBeInTheDocument();
  });
});

describe('activitySeries', () => {
  it('gives every day of the range, zeros where nothing happened, a series per nature and each day its total', () => {
    const { days, natures, perDay } = activitySeries(FIGURES.activity);
    expect(days).toHaveLength(90);
    expect(days[0]).toBe('2026-08-31');
    expect(days.at(-1)).toBe('2026-11-28');
    expect(natures.map(({ nature, total }) => [nature, total])).toEqual([
      ['Property Enquiry', 10],
      ['Admin Change', 4],
    ]);
    expect(perDay.find(({ day }) => day === '2026-11-03')?.count).toBe(11);
    expect(perDay.filter(({ count }) => count > 0)).toHaveLength(3);
  });
});
