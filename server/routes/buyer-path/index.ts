import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { badRequest, ErrorResponse, notFound } from '../../errors';
import { routeOf } from '../../lib/operation-route';
import { buyerPath } from './queries';
import { buyerPathOperations, PATH_KINDS } from '@common/api/buyer-path';
import { BUYER_ROLE_TYPE } from '@common/role-types';

const tags = ['users'];

/** Issue 33 'A buyer's path': what a buyer did on each property, shown on their user screen. */
export const buyerPathRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(buyerPathOperations.getBuyerPath, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const { id } = request.params;
      const { propertyId, kind } = request.query;
      const [user] = await app.db.select({ roleType: users.userRoleTypeId }).from(users).where(eq(users.id, id));
      if (!user) throw notFound('User');
      if (user.roleType !== BUYER_ROLE_TYPE) throw badRequest('Only a buyer (role type 5) has a path', { id: 'is not a buyer' });
      return buyerPath(app.db, id, kind ? [kind] : PATH_KINDS, propertyId);
    },
  });
};
