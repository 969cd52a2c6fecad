import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ndaRegisterOperations } from '@common/api/nda-register';
import { ErrorResponse, notFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { routeOf } from '../../lib/operation-route';
import { assertUnchanged } from '../../lib/record-version';
import { assertPropertyExists } from '../../lib/property-scope';
import { ndaFileRoutes } from './files';
import { getEntry, listDecisions, listEntries } from './queries';
import { decide } from './writes';

const tags = ['nda register'];

/** Spec §7 'NDA': who signed an NDA for a property, and the admin's decision for each data room round. */
export const ndaRegisterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ndaRegisterOperations.getNdaRegister, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const entries = await listEntries(app.db, request.params.propertyId);
      // A property's entries show it exists: only an empty register asks whether it is a 404.
      if (!entries.length) await assertPropertyExists(app.db, request.params.propertyId);
      return entries;
    },
  });

  app.route({
    ...routeOf(ndaRegisterOperations.approveNda, tags, { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const { id } = request.params;
      const { round, status } = request.body;
      await auditedWrite(app.db, request.user, async (tx, audit) => {
        const { entry, before } = await decide(tx, id, { round, status }, request.user?.id ?? null, (version) =>
          assertUnchanged(tx, request, version, { entityType: 'nda', entityId: id }),
        );
        const roundName = round === 'round1' ? 'round 1' : 'round 2';
        await audit({
          entityType: 'nda',
          entityId: id,
          propertyId: entry.propertyId,
          userId: entry.userId,
          description: `${status} the NDA '${entry.ndaFileName ?? id}' for ${roundName}`,
          before: { [round]: before === null ? 'Pending' : before ? 'Accepted' : 'Rejected' },
          after: { [round]: status },
        });
      });
      return (await getEntry(app.db, id))!;
    },
  });

  app.route({
    ...routeOf(ndaRegisterOperations.getNdaHistory, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      if (!(await getEntry(app.db, request.params.id))) throw notFound('NDA register entry');
      return listDecisions(app.db, request.params.id);
    },
  });

  await app.register(ndaFileRoutes);
};
