import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { propertyContentItems } from '../../db/schema';
import { badRequest, ErrorResponse } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { assertUnchanged } from '../../lib/record-version';
import { parseListQuery, sendList } from '../../lib/list-query';
import { routeOf } from '../../lib/operation-route';
import { Nullable } from '@common/api/schema-types';
import { assertPropertyExists, listedPropertyId } from '../../lib/property-scope';
import { contentItemSortable, listContentItems } from './queries';
import {
  ContentItem,
  ContentItemIdQuery,
  ContentItemList,
  ContentItemListQuery,
  ContentItemParams,
  DeleteContentItemBody,
  NewContentItemBody,
  propertyContentItemOperations,
  UpdateContentItemBody,
} from '@common/api/property-content-items';
import { contentFrom, createContentItem, deleteContentItem, findItemOf, moveContentItem, updateContentItem } from './writes';

const tags = ['property content items'];
const entityType = 'content item';

/** Spec §7 'Content items': a property's information blocks, their order dense from 1. */
export const propertyContentItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/property-content-items',
    {
      schema: {
        tags,
        summary: 'One property\'s content blocks in display order (?propertyId=7, or filter={"propertyId":7})',
        querystring: ContentItemListQuery,
        response: { 200: ContentItemList, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, contentItemSortable, propertyContentItems.id, ['displayOrder', 'ASC']);
      const propertyId = listedPropertyId(request.query.propertyId, list.filter);
      await assertPropertyExists(app.db, propertyId);
      return sendList(reply, 'property-content-items', list.page, await listContentItems(app.db, propertyId, list));
    },
  );

  app.post(
    '/property-content-items',
    {
      schema: {
        tags,
        summary: "Add a content block; without displayOrder it goes after the property's last one",
        body: NewContentItemBody,
        response: { 201: ContentItem, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { propertyId, displayOrder } = request.body;
      const content = contentFrom(request.body);
      const created = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const item = await createContentItem(tx, propertyId, content, displayOrder);
        await audit({
          entityType,
          entityId: item.id,
          propertyId,
          description: `Added information block '${item.contentHeader}'`,
          after: item,
        });
        return item;
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/property-content-items/update',
    {
      schema: {
        tags,
        summary: 'Save a content block (PUT /property-content-items/update?id=12)',
        querystring: ContentItemIdQuery,
        body: UpdateContentItemBody,
        response: { 200: ContentItem, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = request.query;
      const { propertyId, displayOrder, id: bodyId } = request.body;
      if (bodyId !== undefined && bodyId !== id)
        throw badRequest('Invalid request: id differs from the id in the address', { id: 'differs from ?id=' });
      const content = contentFrom(request.body);
      return auditedWrite(app.db, request.user, async (tx, audit) => {
        const before = await findItemOf(tx, id, propertyId, 'propertyId');
        const after = await updateContentItem(tx, before, content, {
          position: displayOrder,
          check: (locked) => assertUnchanged(tx, request, locked.version, { entityType, entityId: id }),
        });
        await audit({
          entityType,
          entityId: id,
          propertyId,
          description: `Updated information block '${after.contentHeader}'`,
          before,
          after,
        });
        return after;
      });
    },
  );

  app.route({
    ...routeOf(propertyContentItemOperations.reorderContentItem, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const { propertyId, propertyContentItemId, displayOrder } = request.body;
      return auditedWrite(app.db, request.user, async (tx, audit) => {
        const { item, from, to, rows } = await moveContentItem(tx, propertyId, propertyContentItemId, displayOrder);
        await audit({
          entityType,
          entityId: item.id,
          propertyId,
          description: `Moved information block '${item.contentHeader}' from position ${from} to ${to}`,
          before: { displayOrder: item.displayOrder },
          after: { displayOrder: to },
        });
        return rows;
      });
    },
  });

  app.delete(
    '/property-content-items/:id',
    {
      schema: {
        tags,
        summary: 'Delete a content block; the blocks after it move up',
        params: ContentItemParams,
        // An absent body reaches the validator as null.
        body: Nullable(DeleteContentItemBody),
        response: { 200: ContentItem, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      auditedWrite(app.db, request.user, async (tx, audit) => {
        const deleted = await deleteContentItem(tx, request.params.id);
        const description = `Deleted information block '${deleted.contentHeader}'`;
        await audit({ entityType, entityId: deleted.id, propertyId: deleted.propertyId, description, before: deleted });
        return deleted;
      }),
  );
};
