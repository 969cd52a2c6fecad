import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { buyerViewOperations } from '@common/api/buyer-view';
import { BUYER_ROLE_TYPE } from '@common/role-types';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, ErrorResponse, notFound } from '../../errors';
import { fullName } from '../../lib/full-name';
import { routeOf } from '../../lib/operation-route';
import { buyerItems, roundWithheld } from './buyer-entitlement';
import { listBuyerRequests, listRound } from './queries';

const tags = ['data rooms'];

/** The buyer whose view is asked for: 404 for no such user, 400 for one who is not a buyer. */
async function buyerOf(db: DbOrTx, buyerId: number) {
  const [user] = await db
    .select({ name: fullName(users), role: users.userRoleTypeId })
    .from(users)
    .where(eq(users.id, buyerId));
  if (!user) throw notFound('User');
  if (user.role !== BUYER_ROLE_TYPE) {
    throw badRequest('Invalid request: buyerId is not a buyer: only a buyer has a view of the data room', { buyerId: 'is not a buyer' });
  }
  return { id: buyerId, name: user.name ?? '' };
}

/** Issue 33 'View as buyer': a round of a data room as one buyer is entitled to it. */
export const buyerViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(buyerViewOperations.getBuyerView, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const { propertyId, round, buyerId } = request.query;
      const buyer = await buyerOf(app.db, buyerId);
      const withheld = await roundWithheld(app.db, propertyId, buyerId, round);
      if (withheld.length) return { buyer, round, withheld, items: [], leftOut: { unpublished: 0, hidden: 0 }, requests: [] };
      const [items, requests] = await Promise.all([
        listRound(app.db, propertyId, round),
        listBuyerRequests(app.db, propertyId, round, buyerId),
      ]);
      const seen = buyerItems(items);
      const headings = new Set(seen.items.map((item) => item.id));
      return { buyer, round, withheld, ...seen, requests: requests.filter((request) => headings.has(request.propertyDataRoomId)) };
    },
  });
};
