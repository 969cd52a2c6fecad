import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dataRoomOperations, type DataRoomItem } from '@common/api/data-rooms';
import { ErrorResponse } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { routeOf } from '../../lib/operation-route';
import { assertPropertyExists } from '../../lib/property-scope';
import { buildDataRoom } from './build';
import { buyerViewRoutes } from './buyer-view';
import { dataRoomFileRoutes } from './files';
import { listExtDdRequests } from './queries';
import { roundAnswers } from './round-answers';
import { isWrite } from '../../plugins/session';
import { dataRoomReadinessRoutes } from './readiness';
import { dataRoomReviewRoutes } from './review';

const tags = ['data rooms'];
const entityType = 'data room';

/** Spec §7 'Data rooms': a property's two rounds of headings and files, built once from a checklist. */
export const dataRoomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rounds = roundAnswers();
  // A write here (after its commit, before its client hears back) lets the next read of a round
  // skip the stamp it would find changed anyway; writes elsewhere are caught by the stamp.
  app.addHook('onSend', async (request) => {
    if (isWrite(request)) rounds.clear();
  });
  app.route({
    ...routeOf(dataRoomOperations.buildDataRoom, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse }),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...routeOf(dataRoomOperations.getDataRoomRound, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request, reply) => {
      const { propertyId, round } = request.query;
      await assertPropertyExists(app.db, propertyId);
      const json = await rounds.answer(app.db, propertyId, round, (items) => reply.serialize(items) as string);
      // Bytes already written by this route's serializer (reply.serialize), which Fastify sends as they are.
      return reply.type('application/json; charset=utf-8').send(json as unknown as DataRoomItem[]);
    },
  });

  app.route({
    ...routeOf(dataRoomOperations.getExtDdRequests, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const { propertyid } = request.query;
      await assertPropertyExists(app.db, propertyid);
      return listExtDdRequests(app.db, propertyid);
    },
  });

  await app.register(dataRoomFileRoutes);
  await app.register(dataRoomReviewRoutes);
  await app.register(dataRoomReadinessRoutes);
  await app.register(buyerViewRoutes);
};
