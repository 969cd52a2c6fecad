import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { fetchAllPages } from '../../src/components/fetchAllPages';
import { propertiesCsv } from '../../src/resources/properties/list/propertyExport';
import type { PropertyRow } from '../../src/resources/properties/list/types';

const row = (id: number, extra: Partial<PropertyRow> = {}) =>
  ({
    id,
    propertyReference: `PR-${1000 + id}`,
    listingTitle: `Property ${id}`,
    listingDescription: 'A teaser, with a comma',
    shortDescription: 'The introduction',
    category: 'Office',
    propertyStatus: 'For Sale',
    addressLine1: '1 Main Road',
    addressLine2: null,
    addressLine3: 'Block C',
    suburb: 'Sandton',
    nearestTown: 'N/A',
    province: 'Gauteng',
    country: 'South Africa',
    agent: { emailAddress: 'agent@example.com', agency: { id: 3, name: 'Coastal' } },
    sellerCompanyName: 'Acme Holdings',
    isActive: true,
    isDiscrete: false,
    isFeatured: true,
    isListable: false,
    placeholderyn: 0,
    ...extra,
  }) as PropertyRow;

describe('propertiesCsv', () => {
  it('writes the import columns with Yes/No flags, lookups by name, the agent by email, and quoted text', () => {
    const lines = propertiesCsv([row(1), row(8, { placeholderyn: 1, listingTitle: '=cmd' })])
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Ref,Property Name,Teaser,Introduction,Category,Status,Address Line 1,Address Line 2,Address Line 3,Suburb,Nearest Town,' +
        'Province,Country,Agency,Agent,Seller,Published,Discrete List,Carousel Featured,Public Listing,Placeholder',
    );
    const rest =
      'The introduction,Office,For Sale,1 Main Road,,Block C,Sandton,N/A,Gauteng,South Africa,Coastal,agent@example.com,Acme Holdings';
    expect(lines[1]).toBe(`1,PR-1001,Property 1,"A teaser, with a comma",${rest},Yes,No,Yes,No,No`);
    // A title a spreadsheet would run as a formula is written as text.
    expect(lines[2]).toBe(`8,PR-1008,'=cmd,"A teaser, with a comma",${rest},Yes,No,Yes,No,Yes`);
    expect(lines[3]).toBe('');
  });
});

describe('fetchAllPages', () => {
  it('asks page after page with the list sort and filter until it has the total', async () => {
    const all = Array.from({ length: 1200 }, (_, i) => row(i + 1));
    const getList = vi.fn(
      async (_resource: string, { pagination: { page, perPage } }: { pagination: { page: number; perPage: number } }) => ({
        data: all.slice((page - 1) * perPage, page * perPage),
        total: all.length,
      }),
    );
    const sort = { field: 'listingTitle', order: 'DESC' as const };
    const rows = await fetchAllPages<PropertyRow>({ getList } as unknown as DataProvider, 'properties', sort, { q: 'x' });

    expect(rows.map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(getList).toHaveBeenCalledTimes(3);
    expect(getList.mock.calls.map(([resource, params]) => [resource, params])).toEqual(
      [1, 2, 3].map((page) => ['properties', { pagination: { page, perPage: 500 }, sort, filter: { q: 'x' } }]),
    );
  });

  it('stops at a short page when the total is not known', async () => {
    const getList = vi.fn(async () => ({ data: [row(1), row(2)], pageInfo: { hasNextPage: false } }));
    const rows = await fetchAllPages<PropertyRow>({ getList } as unknown as DataProvider, 'properties', { field: 'id', order: 'ASC' }, {});
    expect(rows).toHaveLength(2);
    expect(getList).toHaveBeenCalledTimes(1);
  });
});
