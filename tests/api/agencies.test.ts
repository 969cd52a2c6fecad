import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { agencies } from '../../server/db/schema';
import { AGENCY_NAMES } from '../../server/db/seed/demo-data';
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

const list = async (query = '') => (await app.inject({ method: 'GET', url: `/api/agencies${query}`, headers: { cookie } })).json();

describeListEndpoint(
  {
    path: '/api/agencies',
    resource: 'agencies',
    total: 8,
    keys: ['id', 'agencyName', 'description', 'contactPerson', 'contactNumber', 'emailAddress', 'isActive'],
    nameField: 'agencyName',
    searchedFields: ['agencyName', 'contactPerson', 'emailAddress', 'description'],
    sampleQuery: 'cape',
    notFoundMessage: 'Agency not found',
    async addNamed(target, names) {
      const added = await target.db.insert(agencies).values(names.map((agencyName) => ({ agencyName }))).returning({ id: agencies.id });
      return async () => {
        await target.db.delete(agencies).where(inArray(agencies.id, added.map((a) => a.id)));
      };
    },
  },
  () => ({ app, cookie }),
);

describe('the demo agencies', () => {
  it('are the eight of the demo data, by name', async () => {
    const rows: { agencyName: string }[] = await list();
    expect(rows.map((r) => r.agencyName)).toEqual([...AGENCY_NAMES].sort());
  });

  it('include one inactive agency, Protea Capital Properties', async () => {
    const rows = await list(`?filter=${encodeURIComponent('{"isActive":false}')}`);
    expect(rows).toEqual([expect.objectContaining({ agencyName: 'Protea Capital Properties', isActive: false })]);
  });

  it('are found by a word of their description', async () => {
    const all: { agencyName: string; description: string | null }[] = await list();
    const described = all.filter((a) => a.description?.toLowerCase().includes('specialists'));
    expect(described.length).toBeGreaterThan(0);
    expect(await list(`?filter=${encodeURIComponent('{"q":"SPECIALISTS"}')}`)).toEqual(described);
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
  path: '/api/agencies',
  updateUrl: (id) => `/api/agencies/?id=${id}`,
  nameField: 'agencyName',
  entityType: 'agency',
  notFoundMessage: 'Agency not found',
  duplicateMessage: (name) => `An agency named '${name}' already exists`,
  blankDescription: null,
  demoName: 'Summit Commercial',
});
