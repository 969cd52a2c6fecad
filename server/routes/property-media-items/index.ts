import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { propertyMediaItems } from '../../db/schema';
import { ErrorResponse } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { parseListQuery, sendList } from '../../lib/list-query';
import { assertPropertyExists, listedPropertyId } from '../../lib/property-scope';
import {
  MediaItem,
  MediaItemList,
  MediaItemListQuery,
  NewMediaItemBody,
  ReorderMediaItemBody,
  ToggleMediaItemQuery,
} from '@common/api/property-media-items';
import { listMediaItems, mediaItemSortable } from './queries';
import { createMediaItem, moveMediaItem, toggleMediaItem } from './writes';

const tags = ['property media items'];
const entityType = 'media item';

/** Spec §7 'Media items': a property's images and videos, their order dense from 1 after a move. */
export const propertyMediaItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/property-media-items',
    {
      schema: {
        tags,
        summary: 'One property\'s media items in display order (?propertyId=7, or filter={"propertyId":7})',
        querystring: MediaItemListQuery,
        response: { 200: MediaItemList, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, mediaItemSortable, propertyMediaItems.id, ['displayOrder', 'ASC']);
      const propertyId = listedPropertyId(request.query.propertyId, list.filter);
      await assertPropertyExists(app.db, propertyId);
      return sendList(reply, 'property-media-items', list.page, await listMediaItems(app.db, propertyId, list));
    },
  );

  app.post(
    '/property-media-items',
    {
      schema: {
        tags,
        summary: 'Add an uploaded image or video to a property at the display order given',
        body: NewMediaItemBody,
        response: { 201: MediaItem, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const created = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const item = await createMediaItem(tx, request.body);
        await audit({
          entityType,
          entityId: item.id,
          propertyId: item.propertyId,
          description: `Added ${item.title} ${item.fileType} media item`,
          after: item,
        });
        return item;
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/property-media-items/toggle-is-active',
    {
      schema: {
        tags,
        summary: 'Publish or unpublish a media item (flips isActive); answers the item',
        description: "userId is accepted as the spec sends it; the actor recorded is the session's user.",
        querystring: ToggleMediaItemQuery,
        response: { 200: MediaItem, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      auditedWrite(app.db, request.user, async (tx, audit) => {
        const { before, after } = await toggleMediaItem(tx, request.query.id);
        await audit({
          entityType,
          entityId: after.id,
          propertyId: after.propertyId,
          description: `${after.isActive ? 'Published' : 'Unpublished'} ${after.title} media item`,
          before: { isActive: before.isActive },
          after: { isActive: after.isActive },
        });
        return after;
      }),
  );

  app.put(
    '/property-media-items/re-order',
    {
      schema: {
        tags,
        summary: 'Move a media item to sit after another (propertyMediaItemBeforeId 0 = the top); answers the renumbered items',
        body: ReorderMediaItemBody,
        response: { 200: MediaItemList, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { propertyId, propertyMediaItemId, propertyMediaItemBeforeId } = request.body;
      return auditedWrite(app.db, request.user, async (tx, audit) => {
        const { item, from, to, moved, items } = await moveMediaItem(tx, propertyId, propertyMediaItemId, propertyMediaItemBeforeId);
        // Dropped onto itself nothing changed, so there is nothing to record.
        if (moved) {
          await audit({
            entityType,
            entityId: item.id,
            propertyId,
            description: `Moved ${item.title} media item from position ${from} to ${to}`,
            before: { displayOrder: item.displayOrder },
            after: { displayOrder: to },
          });
        }
        return items;
      });
    },
  );
};
