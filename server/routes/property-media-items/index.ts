import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { propertyMediaItems } from '../../db/schema';
import { ErrorResponse } from '../../errors';
import { auditedWrite, type RecordAudit } from '../../lib/audit';
import { parseListQuery, sendList } from '../../lib/list-query';
import { routeOf } from '../../lib/operation-route';
import { assertPropertyExists, listedPropertyId } from '../../lib/property-scope';
import { removeDeletedObjects } from '../../storage/stored-files';
import {
  MediaItem,
  MediaItemList,
  MediaItemListQuery,
  MediaItemParams,
  NewMediaItemBody,
  ONE_PUBLISHED_NOTE,
  PublishedMediaItem,
  propertyMediaItemOperations,
} from '@common/api/property-media-items';
import { listMediaItems, mediaItemSortable } from './queries';
import { createMediaItem, deleteMediaItem, moveMediaItem, toggleMediaItem, type PublishWrite } from './writes';

const tags = ['property media items'];
const entityType = 'media item';

/** The answer to a write that may have published an item; the item it unpublished is recorded as a change of its own. */
async function answerPublished(audit: RecordAudit, { item, unpublished }: PublishWrite): Promise<PublishedMediaItem> {
  if (!unpublished) return item;
  await audit({
    entityType,
    entityId: unpublished.id,
    propertyId: unpublished.propertyId,
    description: `Unpublished ${unpublished.title} media item: media item ${item.id} replaces it on the public site`,
    before: { isActive: true },
    after: { isActive: false },
  });
  return { ...item, unpublishedId: unpublished.id };
}

/** Spec §7 'Media items': a property's images and videos, their order dense from 1 after every write. */
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
      const listed = await listMediaItems(app.db, propertyId, list);
      // A property's items show it exists: only an empty list asks whether it is a 404.
      if (!listed.rows.length) await assertPropertyExists(app.db, propertyId);
      return sendList(reply, 'property-media-items', list.page, listed);
    },
  );

  app.post(
    '/property-media-items',
    {
      schema: {
        tags,
        summary: 'Add an uploaded image or video to a property at the display order given (past the end: last)',
        description: `The property's media are renumbered 1..n. ${ONE_PUBLISHED_NOTE}`,
        body: NewMediaItemBody,
        response: { 201: PublishedMediaItem, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const created = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const written = await createMediaItem(tx, request.body);
        const { item } = written;
        await audit({
          entityType,
          entityId: item.id,
          propertyId: item.propertyId,
          description: `Added ${item.title} ${item.fileType} media item`,
          after: item,
        });
        return answerPublished(audit, written);
      });
      return reply.status(201).send(created);
    },
  );

  app.route({
    ...routeOf(propertyMediaItemOperations.toggleMediaItem, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) =>
      auditedWrite(app.db, request.user, async (tx, audit) => {
        const { before, ...written } = await toggleMediaItem(tx, request.query.id);
        const { item } = written;
        await audit({
          entityType,
          entityId: item.id,
          propertyId: item.propertyId,
          description: `${item.isActive ? 'Published' : 'Unpublished'} ${item.title} media item`,
          before: { isActive: before.isActive },
          after: { isActive: item.isActive },
        });
        return answerPublished(audit, written);
      }),
  });

  app.delete(
    '/property-media-items/:id',
    {
      schema: {
        tags,
        summary: 'Delete a media item; the items after it move up; answers the item deleted',
        description:
          'Its image or video files are removed too, unless another media item or a portfolio still shows them. ' +
          'Not in the spec: there an item could only be unpublished (issue 28).',
        params: MediaItemParams,
        response: { 200: MediaItem, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { deleted, storageKeys } = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const written = await deleteMediaItem(tx, request.params.id);
        const { deleted: item } = written;
        const description = `Deleted ${item.title} ${item.fileType} media item${written.storageKeys.length ? ' and its files' : ''}`;
        await audit({ entityType, entityId: item.id, propertyId: item.propertyId, description, before: item });
        return written;
      });
      await removeDeletedObjects(app.storage, storageKeys, request.log);
      return deleted;
    },
  );

  app.route({
    ...routeOf(propertyMediaItemOperations.reorderMediaItem, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const { propertyId, propertyMediaItemId, propertyMediaItemBeforeId } = request.body;
      return auditedWrite(app.db, request.user, async (tx, audit) => {
        const { item, from, to, rows } = await moveMediaItem(tx, propertyId, propertyMediaItemId, propertyMediaItemBeforeId);
        // Dropped onto itself nothing changed, so there is nothing to record.
        if (propertyMediaItemBeforeId !== propertyMediaItemId) {
          await audit({
            entityType,
            entityId: item.id,
            propertyId,
            description: `Moved ${item.title} media item from position ${from} to ${to}`,
            before: { displayOrder: item.displayOrder },
            after: { displayOrder: to },
          });
        }
        return rows;
      });
    },
  });
};
