import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { sellerCompanies } from '../../server/db/schema';
import { SELLER_COMPANY_NAMES } from '../../server/db/seed/demo-data';
import { describeListEndpoint, listQuery } from './helpers/list-endpoint';
import { describeOrganisationWrites } from './helpers/organisation-writes';
import { buildTestApp, loginAs } from './helpers/test-app';

let app: App;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp();
  cookie = await loginAs(app);
});
afterAll(() => app.close());

const list = async (query = '') => (await app.inject({ method: 'GET', url: `/api/seller-companies${query}`, headers: { cookie } })).json();

describeListEndpoint(
  {
    path: '/api/seller-companies',
    resource: 'seller-companies',
    total: 10,
    keys: ['id', 'companyName', 'contactPerson', 'contactNumber', 'emailAddress', 'description', 'isActive'],
    nameField: 'companyName',
    searchedFields: ['companyName', 'contactPerson', 'emailAddress'],
    sampleQuery: 'holdings',
    notFoundMessage: 'Seller company not found',
    async addNamed(target, names) {
      const added = await target.db
        .insert(sellerCompanies)
        .values(names.map((companyName) => ({ companyName })))
        .returning({ id: sellerCompanies.id });
      return async () => {
        await target.db.delete(sellerCompanies).where(inArray(sellerCompanies.id, added.map((s) => s.id)));
      };
    },
  },
  () => ({ app, cookie }),
);

describe('the demo seller companies', () => {
  it('are the ten of the demo data, by name', async () => {
    const rows: { companyName: string }[] = await list();
    expect(rows.map((r) => r.companyName)).toEqual([...SELLER_COMPANY_NAMES].sort());
  });

  it('include one inactive company, Marula Hospitality Group', async () => {
    const rows = await list(`?filter=${encodeURIComponent('{"isActive":false}')}`);
    expect(rows).toEqual([expect.objectContaining({ companyName: 'Marula Hospitality Group', isActive: false })]);
  });

  it("read 'Not captured' where no description was captured", async () => {
    const rows: { companyName: string; description: string }[] = await list();
    const uncaptured = rows.filter((r) => r.description === 'Not captured').map((r) => r.companyName);
    expect(uncaptured).toEqual(['Springbok Industrial REIT', 'Table Bay Properties']);
  });

  it('sort by contact number and by description, as the table columns offer', async () => {
    for (const field of ['contactNumber', 'description'] as const) {
      const rows: Record<string, string>[] = await list(listQuery({ sort: [field, 'ASC'] }));
      const values = rows.map((r) => r[field]);
      expect(values, field).toEqual([...values].sort());
    }
  });
});

describeOrganisationWrites({
  path: '/api/seller-companies',
  updateUrl: (id) => `/api/seller-companies?id=${id}`,
  nameField: 'companyName',
  entityType: 'seller company',
  notFoundMessage: 'Seller company not found',
  duplicateMessage: (name) => `A seller company named '${name}' already exists`,
  blankDescription: 'Not captured',
  demoName: 'Fynbos Capital',
});
