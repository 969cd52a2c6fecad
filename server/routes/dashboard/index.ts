import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../errors';
import { routeOf } from '../../lib/operation-route';
import { dashboardFigures } from './queries';
import { dashboardOperations } from '@common/api/dashboard';

/** Issue 32 'Home page': the figures the home page charts, counted across all properties. */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(dashboardOperations.getDashboard, ['dashboard'], { 401: ErrorResponse }),
    handler: () => dashboardFigures(app.db),
  });
};
