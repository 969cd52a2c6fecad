import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { properties } from '../../db/schema';
import { badRequest, ErrorResponse, notFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { routeOf } from '../../lib/operation-route';
import { assertUnchanged, versionOf, versionOfDate } from '../../lib/record-version';
import { signedDocUrlOperations, signedDocUrlProblem } from '@common/api/signed-doc-url';

/**
 * The property's NDA link as it stands, locked until the transaction ends: of two admins
 * setting it at once the second waits, so each audit's before is the link it replaced.
 */
async function lockNdaLink(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ listingTitle: properties.listingTitle, signedDocUrl: properties.signedDocUrl, version: versionOf(properties.updatedAt) })
    .from(properties)
    .where(eq(properties.id, id))
    .for('update');
  if (!row) throw notFound('Property');
  return row;
}

/** Spec §7 PUT /properties/{id}/signed-doc-url: the Vault tab's NDA Link. */
export const signedDocUrlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(signedDocUrlOperations.setSignedDocUrl, ['properties'], { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const { id } = request.params;
      const signedDocUrl = request.body.signedDocUrl.trim();
      const problem = signedDocUrlProblem(signedDocUrl);
      if (problem) throw badRequest(`Invalid request: signedDocUrl ${problem}`, { signedDocUrl: problem });
      return auditedWrite(app.db, request.user, async (tx, audit) => {
        const before = await lockNdaLink(tx, id);
        await assertUnchanged(tx, request, before.version, { entityType: 'property', entityId: id });
        const updatedAt = new Date();
        await tx.update(properties).set({ signedDocUrl, updatedAt }).where(eq(properties.id, id));
        await audit({
          entityType: 'property',
          entityId: id,
          propertyId: id,
          description: `Set the NDA link of property '${before.listingTitle}'`,
          before: { signedDocUrl: before.signedDocUrl },
          after: { signedDocUrl },
        });
        return { propertyId: id, signedDocUrl, version: versionOfDate(updatedAt) };
      });
    },
  });
};
