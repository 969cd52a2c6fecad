import { expect, it } from 'vitest';
import { organisationContext, type OrganisationArea } from './organisation-area';
import { describeCreate } from './organisation-create';
import { describeUpdate } from './organisation-update';

export type { OrganisationArea };

/**
 * POST and PUT of an organisation area (seller companies, agencies), on a database of their
 * own: every rule of spec §5 'Add Seller' and 'Seller edit', duplicates, the audit entries and
 * the session, for both areas alike.
 */
export function describeOrganisationWrites(area: OrganisationArea): void {
  const ctx = organisationContext(area);

  it("documents POST and PUT in OpenAPI under the area's tag, with a summary", async () => {
    const paths = (await ctx.inject('GET', '/api/openapi.json')).json().paths;
    const updatePath = area.updateUrl('').replace(/\?id=$/, '');
    for (const route of [paths[area.path].post, paths[updatePath].put]) {
      expect(route).toMatchObject({ tags: [area.path.replace('/api/', '')], summary: expect.any(String) });
      expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['400', '401', '409']));
    }
  });

  describeCreate(area, ctx);
  describeUpdate(area, ctx);
}
