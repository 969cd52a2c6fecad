import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BuildDataRoomBody,
  BuiltDataRoom,
  DataRoomAdminQuery,
  DataRoomItemList,
  ExtDdQuery,
  ExtDdRequestList,
} from '@common/api/data-rooms';
import { ErrorResponse } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { assertPropertyExists } from '../../lib/property-scope';
import { buildDataRoom } from './build';
import { dataRoomFileRoutes } from './files';
import { listExtDdRequests, listRound } from './queries';
import { dataRoomReviewRoutes } from './review';

const tags = ['data rooms'];
const entityType = 'data room';

/** Spec §7 'Data rooms': a property's two rounds of headings and files, built once from a checklist. */
export const dataRoomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/property-data-room/build-dataroom',
    {
      schema: {
        tags,
        summary: "Build a property's data room from a checklist (Office or Hospitality), once",
        description:
          'Copies the checklist into both rounds as headings and sets it on the property (its admin detail then names it ' +
          'as `checklist`), in one transaction. A property whose data room is built already, also by a build racing this ' +
          'one, answers 409.',
        body: BuildDataRoomBody,
        response: { 201: BuiltDataRoom, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { propertyId, checklistName } = request.body;
      const built = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const result = await buildDataRoom(tx, propertyId, checklistName);
        await audit({
          entityType,
          entityId: propertyId,
          propertyId,
          description: `Built the data room from the ${checklistName} checklist`,
          after: { checklist: checklistName, ...result.headings },
        });
        return result;
      });
      return reply.status(201).send(built);
    },
  );

  app.get(
    '/property-data-room/admin',
    {
      schema: {
        tags,
        summary: "One round of a property's data room, in tree order, hidden items included",
        description:
          'Each heading is followed by its subtree, siblings in display order; a FILE row carries its name, size and type. ' +
          'Empty until the data room is built.',
        querystring: DataRoomAdminQuery,
        response: { 200: DataRoomItemList, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { propertyId, round } = request.query;
      await assertPropertyExists(app.db, propertyId);
      return listRound(app.db, propertyId, round);
    },
  );

  app.get(
    '/property-data-room/extdd',
    {
      schema: {
        tags,
        summary: "A property's external due-diligence requests, each with its heading",
        querystring: ExtDdQuery,
        response: { 200: ExtDdRequestList, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { propertyid } = request.query;
      await assertPropertyExists(app.db, propertyid);
      return listExtDdRequests(app.db, propertyid);
    },
  );

  await app.register(dataRoomFileRoutes);
  await app.register(dataRoomReviewRoutes);
};
