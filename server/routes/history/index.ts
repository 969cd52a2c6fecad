import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../errors';
import { routeOf } from '../../lib/operation-route';
import { listHistory } from './queries';
import { HISTORY_PAGE, historyOperations } from '@common/api/history';

const tags = ['history'];

/** Issue 33 'Each record's history': the History panel of properties, users, sellers, agencies and portfolios. */
export const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(historyOperations.getHistory, tags, { 400: ErrorResponse, 401: ErrorResponse }),
    handler: async (request) => {
      const { entityType, id, offset = 0 } = request.query;
      return listHistory(app.db, entityType, id, { offset, limit: HISTORY_PAGE });
    },
  });
};
