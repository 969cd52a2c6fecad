import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { categories, countries, propertyStatuses, provinces, userRoleTypes } from '../../db/schema';
import { ErrorResponse } from '../../errors';
import { routeOf } from '../../lib/operation-route';
import { listLookup, type LookupTable } from './queries';
import { lookupOperations, type LookupName } from '@common/api/lookups';

/** The table behind each lookup of spec §7. */
const TABLES: Record<LookupName, LookupTable> = {
  categories,
  'property-status': propertyStatuses,
  provinces,
  countries,
  'user-role-types': userRoleTypes,
};

export const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const name of Object.keys(lookupOperations) as LookupName[]) {
    app.route({ ...routeOf(lookupOperations[name], ['lookups'], { 401: ErrorResponse }), handler: () => listLookup(app.db, TABLES[name]) });
  }
};
