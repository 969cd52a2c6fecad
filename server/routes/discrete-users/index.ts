import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { propertyDiscreteUsers } from '../../db/schema';
import { ErrorResponse, orNotFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { routeOf } from '../../lib/operation-route';
import { assertUnchanged } from '../../lib/record-version';
import { parseListQuery, sendList } from '../../lib/list-query';
import { assertPropertyExists, listedPropertyId } from '../../lib/property-scope';
import { discreteUserOperations } from '@common/api/discrete-users';
import { discreteUserSortable, getDiscreteUser, listDiscreteUsers } from './queries';
import { grantDiscreteAccess, removeDiscreteAccess } from './writes';

const tags = ['discrete access'];
const entityType = 'discrete access';
/** What the two writes can refuse with. */
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Spec §7 'Discrete access': the buyers an admin chose to see a discrete property. */
export const discreteUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The entry as every write answers it (removed or not). */
  const entryOf = async (id: number) => orNotFound(await getDiscreteUser(app.db, id), 'Discrete user');

  app.route({
    ...routeOf(discreteUserOperations.getDiscreteUsers, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request, reply) => {
      const list = parseListQuery(request.query, discreteUserSortable, propertyDiscreteUsers.id, ['createdAt', 'DESC']);
      const propertyId = listedPropertyId(request.query.propertyId, list.filter);
      await assertPropertyExists(app.db, propertyId);
      return sendList(reply, 'property-discrete-users', list.page, await listDiscreteUsers(app.db, propertyId, list));
    },
  });

  app.route({
    ...routeOf(discreteUserOperations.grantDiscreteUser, tags, refusals),
    handler: async (request, reply) => {
      const { propertyId, buyerId } = request.body;
      const id = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const { grant, property, buyer } = await grantDiscreteAccess(tx, propertyId, buyerId, request.user?.id ?? null);
        await audit({
          entityType,
          entityId: grant.id,
          propertyId,
          userId: buyerId,
          description: `Granted ${buyer.firstName} ${buyer.lastName} discrete access to '${property.listingTitle}'`,
          after: grant,
        });
        return grant.id;
      });
      return reply.status(201).send(await entryOf(id));
    },
  });

  app.route({
    ...routeOf(discreteUserOperations.removeDiscreteUser, tags, refusals),
    // The body only carries the ignored userId: a bare PUT asks the same.
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request) => {
      const { id } = request.params;
      await auditedWrite(app.db, request.user, async (tx, audit) => {
        const grant = await removeDiscreteAccess(tx, id, (version) => assertUnchanged(tx, request, version, { entityType, entityId: id }));
        const entry = await getDiscreteUser(tx, id);
        await audit({
          entityType,
          entityId: id,
          propertyId: grant.propertyId,
          userId: grant.userId,
          description: `Removed ${entry?.username ?? 'a buyer'}'s discrete access`,
          before: { isDeleted: false },
          after: { isDeleted: true },
        });
      });
      return entryOf(id);
    },
  });
};
