import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../errors';
import { listUsers } from './queries';
import { UserList, UserListQuery } from './schemas';

const tags = ['users'];

/** Spec §7 'Users'. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Users by last name, first name; filtered by role type (6: the agents) and agency',
        querystring: UserListQuery,
        response: { 200: UserList, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    (request) => listUsers(app.db, request.query),
  );
};
