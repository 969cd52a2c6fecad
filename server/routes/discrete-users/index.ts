import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { propertyDiscreteUsers } from '../../db/schema';
import { ErrorResponse, notFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { assertUnchanged } from '../../lib/record-version';
import { parseListQuery, sendList } from '../../lib/list-query';
import { assertPropertyExists, listedPropertyId } from '../../lib/property-scope';
import {
  DiscreteUser,
  DiscreteUserList,
  DiscreteUserListQuery,
  DiscreteUserParams,
  NewDiscreteUserBody,
  RemoveDiscreteUserBody,
} from '@common/api/discrete-users';
import { discreteUserSortable, getDiscreteUser, listDiscreteUsers } from './queries';
import { grantDiscreteAccess, removeDiscreteAccess } from './writes';

const tags = ['discrete access'];
const entityType = 'discrete access';

/** Spec §7 'Discrete access': the buyers an admin chose to see a discrete property. */
export const discreteUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The entry as every write answers it (removed or not). */
  const entryOf = async (id: number) => {
    const entry = await getDiscreteUser(app.db, id);
    if (!entry) throw notFound('Discrete user');
    return entry;
  };

  app.get(
    '/property-discrete-users',
    {
      schema: {
        tags,
        summary: 'The buyers with live access to a property (?propertyId=7, or filter={"propertyId":7}), newest grant first',
        description: 'Sortable: id, createdAt, firstName, lastName, emailAddress. Removed grants are not listed.',
        querystring: DiscreteUserListQuery,
        response: { 200: DiscreteUserList, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, discreteUserSortable, propertyDiscreteUsers.id, ['createdAt', 'DESC']);
      const propertyId = listedPropertyId(request.query.propertyId, list.filter);
      await assertPropertyExists(app.db, propertyId);
      return sendList(reply, 'property-discrete-users', list.page, await listDiscreteUsers(app.db, propertyId, list));
    },
  );

  app.post(
    '/property-discrete-users',
    {
      schema: {
        tags,
        summary: 'Grant a buyer access to a discrete property',
        description: [
          'The property must be active and discrete (409 otherwise, with the notice of spec §4);',
          'buyerId must be an active buyer, role type 5 (400 otherwise); a buyer already granted access: 409.',
          'userId is ignored: the session user is recorded as the one who granted it.',
        ].join(' '),
        body: NewDiscreteUserBody,
        response: { 201: DiscreteUser, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
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
  );

  app.put(
    '/property-discrete-users/:id/remove',
    {
      schema: {
        tags,
        summary: "Remove a buyer's access to a discrete property (kept for the record, no longer listed)",
        description: 'A grant already removed answers 409. userId is ignored.',
        params: DiscreteUserParams,
        body: RemoveDiscreteUserBody,
        response: { 200: DiscreteUser, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
      // The body only carries the ignored userId: a bare PUT asks the same.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
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
  );
};
