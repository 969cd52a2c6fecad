import { expect, it } from 'vitest';
import { agencies } from '../../server/db/schema';
import { AGENCY_NAMES } from '../../server/demo/demo-data';
import { listQuery } from './helpers/list-endpoint';
import { useLoggedInApp } from './helpers/logged-in-app';
import { describeOrganisationList } from './helpers/organisation-list';
import { describeOrganisationWrites, type OrganisationArea } from './helpers/organisation-writes';

const AGENCIES: OrganisationArea = {
  path: '/api/agencies',
  updateUrl: (id) => `/api/agencies/?id=${id}`,
  table: agencies,
  nameField: 'agencyName',
  entityType: 'agency',
  searchedFields: ['agencyName', 'contactPerson', 'emailAddress', 'description'],
  sampleQuery: 'cape',
  notFoundMessage: 'Agency not found',
  duplicateMessage: (name) => `An agency named '${name}' already exists`,
  blankDescription: null,
  demoNames: AGENCY_NAMES,
  demoName: 'Summit Commercial',
  inactiveName: 'Protea Capital Properties',
};

const api = useLoggedInApp();

describeOrganisationList(AGENCIES, api, (list) => {
  it('are found by a word of their description', async () => {
    const described = (await list()).filter((a) => ((a.description as string | null) ?? '').toLowerCase().includes('specialists'));
    expect(described.length).toBeGreaterThan(0);
    expect(await list(listQuery({ filter: { q: 'SPECIALISTS' } }))).toEqual(described);
  });
});

describeOrganisationWrites(AGENCIES);
