import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ErrorResponse } from '../../errors';
import { routeOf } from '../../lib/operation-route';
import { searchAll } from './queries';
import { SEARCH_ALL_MIN_CHARACTERS, searchOperations } from '@common/api/search';

/** The search across everything (the top bar's box, Ctrl+K): every kind of record an admin opens. */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(searchOperations.searchAll, ['search'], { 400: ErrorResponse, 401: ErrorResponse }),
    handler: async (request) => {
      const q = request.query.q.trim();
      if (q.length < SEARCH_ALL_MIN_CHARACTERS) {
        throw badRequest(`Invalid request: q needs at least ${SEARCH_ALL_MIN_CHARACTERS} characters`, {
          q: `must have at least ${SEARCH_ALL_MIN_CHARACTERS} non-blank characters`,
        });
      }
      return { hits: await searchAll(app.db, q, request.query.limit ?? 5) };
    },
  });
};
