import { describe, expect, it } from 'vitest';
import { useLoggedInApp } from './helpers/logged-in-app';

const api = useLoggedInApp();

type Lookup = { id: number; title: string };
const rows = (titles: string[]): Lookup[] => titles.map((title, i) => ({ id: i + 1, title }));

/** What server/db/migrations/0001_reference_data.sql inserts, by id. */
const REFERENCE_DATA: Record<string, Lookup[]> = {
  '/api/categories': rows(['Office', 'Retail', 'Industrial', 'Hospitality', 'Residential', 'Mixed Use', 'Vacant Land', 'Healthcare']),
  '/api/property-status': rows(['For Sale', 'Under Offer', 'Sold', 'Coming Soon', 'Withdrawn']),
  '/api/provinces': rows([
    'Eastern Cape',
    'Free State',
    'Gauteng',
    'KwaZulu-Natal',
    'Limpopo',
    'Mpumalanga',
    'Northern Cape',
    'North West',
    'Western Cape',
    'Khomas',
    'Erongo',
    'South-East',
  ]),
  '/api/countries': rows(['South Africa', 'Namibia', 'Botswana']),
  '/api/user-role-types': rows(['Administrator', 'Seller', 'Investor', 'Property Manager', 'Buyer', 'Agent', 'Support']),
};

const { get } = api;

/**
 * Ordered by title as the database collates: byte order on the embedded cluster (locale C),
 * dictionary order on a server with an English locale ("North West" vs "Northern Cape").
 */
function titleOrders(lookups: Lookup[]): Lookup[][] {
  const byCodeUnit = [...lookups].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
  const byDictionary = [...lookups].sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return [byCodeUnit, byDictionary];
}

describe.each(Object.entries(REFERENCE_DATA))('GET %s', (url, expected) => {
  it('answers 200 with a plain array of exactly { id, title }', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    for (const row of body) expect(Object.keys(row).sort()).toEqual(['id', 'title']);
  });

  it('answers the reference data of the migration', async () => {
    const body: Lookup[] = (await get(url)).json();
    expect([...body].sort((a, b) => a.id - b.id)).toEqual(expected);
  });

  it('orders the rows by title', async () => {
    const body: Lookup[] = (await get(url)).json();
    expect(titleOrders(expected)).toContainEqual(body);
  });
});

describe('business constants the spec relies on', () => {
  it('role type 5 is Buyer and 6 is Agent', async () => {
    const roles: Lookup[] = (await get('/api/user-role-types')).json();
    expect(roles).toContainEqual({ id: 5, title: 'Buyer' });
    expect(roles).toContainEqual({ id: 6, title: 'Agent' });
  });

  it('the categories include Office and Hospitality', async () => {
    const titles = (await get('/api/categories')).json<Lookup[]>().map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['Office', 'Hospitality']));
  });
});
