import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { categories, countries, propertyStatuses, provinces, userRoleTypes } from '../../db/schema';
import { ErrorResponse } from '../../errors';
import { listLookup } from './queries';
import { LookupList } from '@common/api/lookups';

/** Spec §7 Lookups: the small reference lists behind the forms' dropdowns. */
const LOOKUPS = [
  { path: '/categories', table: categories, summary: 'Property categories' },
  { path: '/property-status', table: propertyStatuses, summary: 'Property statuses' },
  { path: '/provinces', table: provinces, summary: 'Provinces' },
  { path: '/countries', table: countries, summary: 'Countries' },
  { path: '/user-role-types', table: userRoleTypes, summary: 'User role types (5 buyer, 6 agent)' },
] as const;

export const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { path, table, summary } of LOOKUPS) {
    app.get(path, { schema: { tags: ['lookups'], summary, response: { 200: LookupList, 401: ErrorResponse } } }, () =>
      listLookup(app.db, table),
    );
  }
};
