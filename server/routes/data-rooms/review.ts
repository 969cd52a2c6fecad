import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dataRoomOperations } from '@common/api/data-rooms';
import { ErrorResponse } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { routeOf } from '../../lib/operation-route';
import { assertUnchanged, versionOfDate } from '../../lib/record-version';
import { getExtDdRequest, getItem, listItems } from './queries';
import {
  addRequest,
  answerNote,
  decideAudited,
  decisionOf,
  lockFileVersions,
  lockItem,
  markAnswered,
  requestTexts,
  setVisibility,
} from './review-writes';

const tags = ['data rooms'];
/** What the audit log calls changes to a data room row: its visibility, its file's versions and decisions. */
const ITEM_CHANGES = ['data room item', 'data room file'];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Spec §7: an admin's review of a data room (visibility, decisions on files) and external due-diligence requests. */
export const dataRoomReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(dataRoomOperations.setDataRoomVisibility, tags, refusals),
    handler: async (request) => {
      const { id } = request.params;
      const { isVisible } = request.body;
      await auditedWrite(app.db, request.user, async (tx, audit) => {
        const before = await lockItem(tx, id);
        await assertUnchanged(tx, request, versionOfDate(before.updatedAt), { entityType: ITEM_CHANGES, entityId: id });
        await setVisibility(tx, id, isVisible);
        await audit({
          entityType: 'data room item',
          entityId: id,
          propertyId: before.propertyId,
          description: `${isVisible ? 'Showed' : 'Hid'} '${before.displayName}'`,
          before: { isVisible: before.isVisible },
          after: { isVisible },
        });
      });
      return (await getItem(app.db, id))!;
    },
  });

  app.route({
    ...routeOf(dataRoomOperations.decideDataRoomFile, tags, refusals),
    handler: async (request) => {
      const { publishYN, rejectedReason } = request.body;
      const decision = decisionOf(publishYN === true || publishYN === 'Y', rejectedReason);
      const itemId = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const item = await decideAudited(tx, audit, request.params.fileId, decision, request.user?.id ?? null, (locked) =>
          assertUnchanged(tx, request, versionOfDate(locked.updatedAt), { entityType: ITEM_CHANGES, entityId: locked.id }),
        );
        return item.id;
      });
      return (await getItem(app.db, itemId))!;
    },
  });

  app.route({
    ...routeOf(dataRoomOperations.publishDataRoomFiles, tags, refusals),
    handler: async (request) => {
      const decision = decisionOf(true, null);
      const itemIds = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const published = new Map<number, number>();
        for (const fileId of await lockFileVersions(tx, request.body.fileIds)) {
          published.set(fileId, (await decideAudited(tx, audit, fileId, decision, request.user?.id ?? null)).id);
        }
        return [...new Set(request.body.fileIds.map((fileId) => published.get(fileId)!))];
      });
      return listItems(app.db, itemIds);
    },
  });

  app.route({
    ...routeOf(dataRoomOperations.addExtDdRequest, tags, refusals),
    handler: async (request, reply) => {
      const { propertyDataRoomId, requesttype } = request.body;
      const texts = requestTexts(request.body);
      const { created } = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const result = await addRequest(tx, propertyDataRoomId, requesttype, texts, request.user?.id ?? null);
        await audit({
          entityType: 'external request',
          entityId: result.created.id,
          propertyId: result.heading.propertyId,
          description: `Requested ${requesttype === 'file' ? 'a document' : 'information'} under '${result.heading.displayName}': ${texts.title}`,
          after: { requestType: requesttype, ...texts },
        });
        return result;
      });
      return reply.status(201).send(await getExtDdRequest(app.db, created.id));
    },
  });

  app.route({
    ...routeOf(dataRoomOperations.answerExtDdRequest, tags, refusals),
    handler: async (request) => {
      const { id } = request.params;
      const note = answerNote(request.body.note);
      await auditedWrite(app.db, request.user, async (tx, audit) => {
        const { before, after, propertyId } = await markAnswered(tx, id, note, request.user?.id ?? null);
        const answered = (row: typeof before) => ({ answeredAt: row.answeredAt, answeredNote: row.answeredNote });
        await audit({
          entityType: 'external request',
          entityId: id,
          propertyId,
          description: `Marked the request '${before.title}' answered`,
          before: answered(before),
          after: answered(after),
        });
      });
      return getExtDdRequest(app.db, id);
    },
  });
};
