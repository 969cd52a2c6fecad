import { describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { agencies } from '../../../server/db/schema';
import { removalOf } from './added-rows';
import { describeListEndpoint, listQuery } from './list-endpoint';
import type { LoggedInApp } from './logged-in-app';
import type { OrganisationArea } from './organisation-area';
import { byReadingOrder } from './reading-order';

type Row = Record<string, unknown>;
/** GET of the area's list with this query string; the rows it answers. */
export type OrganisationList = (query?: string) => Promise<Row[]>;

/**
 * The list of an organisation area (seller companies, agencies), on the file's demo database:
 * the list contract, then the demo rows as the area's screens show them. `particular` adds the
 * area's own tests about its demo rows, in the same describe.
 */
export function describeOrganisationList(
  area: OrganisationArea,
  api: LoggedInApp,
  particular: (list: OrganisationList) => void = () => {},
): void {
  const { path, table, nameField, demoNames } = area;
  const resource = path.replace('/api/', '');

  async function addNamed(app: App, names: string[]) {
    // A row of just a name suits both tables; its key, nameField, is the one thing they differ in,
    // which the insert's types cannot follow.
    const rows = names.map((name) => ({ [nameField]: name })) as unknown as (typeof agencies.$inferInsert)[];
    const added = await app.db
      .insert(table as typeof agencies)
      .values(rows)
      .returning({ id: table.id });
    return removalOf(app, table, added);
  }
  describeListEndpoint(
    {
      path,
      resource,
      total: demoNames.length,
      keys: ['id', nameField, 'contactPerson', 'contactNumber', 'emailAddress', 'description', 'isActive', 'version'],
      nameField,
      searchedFields: area.searchedFields,
      sampleQuery: area.sampleQuery,
      notFoundMessage: area.notFoundMessage,
      addNamed,
    },
    api,
  );

  const list: OrganisationList = async (query = '') => (await api.get(`${path}${query}`)).json();

  describe(`the demo ${resource.replace('-', ' ')}`, () => {
    it(`are the ${demoNames.length} of the demo data, by name`, async () => {
      expect((await list()).map((r) => r[nameField])).toEqual([...demoNames].sort(byReadingOrder));
    });

    it(`include one inactive ${area.entityType}, ${area.inactiveName}`, async () => {
      const rows = await list(listQuery({ filter: { isActive: false } }));
      expect(rows).toEqual([expect.objectContaining({ [nameField]: area.inactiveName, isActive: false })]);
    });

    particular(list);

    it('sort by contact number and by description, as the table columns offer', async () => {
      // Numbers sort by character; descriptions are text people read (server/lib/natural-order.ts).
      for (const [field, order] of [
        ['contactNumber', undefined],
        ['description', byReadingOrder],
      ] as const) {
        const values = (await list(listQuery({ sort: [field, 'ASC'] }))).map((r) => r[field] as string);
        expect(values, field).toEqual([...values].sort(order));
      }
    });
  });
}
