import { expect, it } from 'vitest';
import { sellerCompanies } from '../../server/db/schema';
import { SELLER_COMPANY_NAMES } from '../../server/demo/demo-data';
import { useLoggedInApp } from './helpers/logged-in-app';
import { describeOrganisationList } from './helpers/organisation-list';
import { describeOrganisationWrites, type OrganisationArea } from './helpers/organisation-writes';

const SELLER_COMPANIES: OrganisationArea = {
  path: '/api/seller-companies',
  updateUrl: (id) => `/api/seller-companies?id=${id}`,
  table: sellerCompanies,
  nameField: 'companyName',
  entityType: 'seller company',
  searchedFields: ['companyName', 'contactPerson', 'emailAddress'],
  sampleQuery: 'holdings',
  notFoundMessage: 'Seller company not found',
  duplicateMessage: (name) => `A seller company named '${name}' already exists`,
  blankDescription: 'Not captured',
  demoNames: SELLER_COMPANY_NAMES,
  demoName: 'Fynbos Capital',
  inactiveName: 'Marula Hospitality Group',
};

const api = useLoggedInApp();

describeOrganisationList(SELLER_COMPANIES, api, (list) => {
  it("read 'Not captured' where no description was captured", async () => {
    const uncaptured = (await list()).filter((r) => r.description === 'Not captured').map((r) => r.companyName);
    expect(uncaptured).toEqual(['Springbok Industrial REIT', 'Table Bay Properties']);
  });
});

describeOrganisationWrites(SELLER_COMPANIES);
