import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import { csvLine } from '@common/csv';
import { indexNumbers } from '@common/data-room-numbers';
import { MISSING_CSV_HEADER, ReadinessQuery, readinessOperations, type RoundReadiness } from '@common/api/readiness';
import type { DbOrTx } from '../../db/client';
import { propertyDataRoomItems as items } from '../../db/schema';
import { ErrorResponse } from '../../errors';
import { hasPublishedFile } from '../../lib/data-room-readiness';
import { routeOf } from '../../lib/operation-route';
import { assertPropertyExists } from '../../lib/property-scope';
import { treeOrder } from './tree-order';

const ROUNDS = [1, 2] as const;

/**
 * Each round's readiness with what is missing, numbered as the trees number it. A heading is done
 * by the rule of server/lib/data-room-readiness.ts (the list's column): a published file directly
 * under it. All headings are read, not only the expected ones, because the numbers count them all.
 */
async function readinessOf(db: DbOrTx, propertyId: number): Promise<RoundReadiness[]> {
  const headings = await db
    .select({
      id: items.id,
      parentId: items.parentId,
      round: items.round,
      displayName: items.displayName,
      requiresDocument: items.requiresDocument,
      // Qualified by hand: Drizzle writes a one-table select's columns bare, which the subquery would read as its own.
      done: hasPublishedFile(sql`${items}.id`),
    })
    .from(items)
    .where(and(eq(items.propertyId, propertyId), eq(items.itemType, 'DATA_ROOM')))
    .orderBy(asc(items.displayOrder), asc(items.id));
  return ROUNDS.map((round) => {
    const tree = treeOrder(headings.filter((h) => h.round === round)).map((h) => ({ ...h, itemType: 'DATA_ROOM' as const }));
    const numbers = indexNumbers(tree);
    const expected = tree.filter((h) => h.requiresDocument);
    const missing = expected
      .filter((h) => !h.done)
      .map((h) => ({ headingId: h.id, number: numbers.get(h.id) ?? '', title: h.displayName }));
    return { round, done: expected.length - missing.length, required: expected.length, missing };
  });
}

/** What is missing as CSV (Round, Number, Heading), with a byte-order mark so spreadsheets read it as UTF-8. */
const missingCsv = (rounds: RoundReadiness[]) =>
  '\ufeff' + csvLine(MISSING_CSV_HEADER) + rounds.flatMap((r) => r.missing.map((m) => csvLine([r.round, m.number, m.title]))).join('');

/** Issue 33 'Readiness': one property's rounds, and the list of what is missing to send to the seller. */
export const dataRoomReadinessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['data rooms'];

  app.route({
    ...routeOf(readinessOperations.getDataRoomReadiness, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const { propertyId } = request.query;
      await assertPropertyExists(app.db, propertyId);
      return { propertyId, rounds: await readinessOf(app.db, propertyId) };
    },
  });

  app.get(
    '/property-data-room/readiness.csv',
    {
      schema: {
        tags,
        summary: "What is missing from a property's data room, as a CSV download: Round, Number, Heading",
        querystring: ReadinessQuery,
        produces: ['text/csv'],
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { propertyId } = request.query;
      await assertPropertyExists(app.db, propertyId);
      const csv = missingCsv(await readinessOf(app.db, propertyId));
      // The response schemas type JSON answers; this one is text.
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="data-room-missing-${propertyId}.csv"`)
        .send(csv as never);
    },
  );
};
