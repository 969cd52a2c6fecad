import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { activity } from '../../db/schema';
import { ErrorResponse } from '../../errors';
import { csvLine } from '@common/csv';
import { ListQuery } from '@common/api/list-query';
import { parseListQuery, sendList } from '../../lib/list-query';
import { routeOf } from '../../lib/operation-route';
import { eventRoutes } from './events';
import { activityFacets, activitySortable, allActivity, listActivity } from './queries';
import { ActivityList, activityOperations } from '@common/api/activity';

const CSV_HEADER = ['Date', 'Nature', 'Status', 'Property', 'Added By', 'User', 'Comments', 'Personalise Reference', 'Source'];

export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/activity',
    {
      schema: {
        tags: ['activity'],
        summary: 'The activity log, newest first',
        description:
          'Visitor events and admin changes. Filters: q, from, to (YYYY-MM-DD or ISO timestamps), nature, statusDescription, ' +
          'propertyId, userId (the user or the admin who added it), source (visitor | audit). Without range: the newest 1000.',
        querystring: ListQuery,
        response: { 200: ActivityList, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, activitySortable, activity.id, ['occurredAt', 'DESC']);
      return sendList(reply, 'activity', list.page, await listActivity(app.db, list));
    },
  );

  app.route({
    ...routeOf(activityOperations.getActivityFacets, ['activity'], { 401: ErrorResponse }),
    handler: () => activityFacets(app.db),
  });

  app.get(
    '/activity/export',
    {
      schema: {
        tags: ['activity'],
        summary: 'Every entry matching the filter and sort, as a CSV download',
        querystring: ListQuery,
        produces: ['text/csv'],
        response: { 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { orderBy, filter } = parseListQuery(request.query, activitySortable, activity.id, ['occurredAt', 'DESC']);
      const pages = allActivity(app.db, filter, orderBy);
      // The first page is read before the response starts, so a bad filter (or text the database
      // refuses) answers 400 rather than cutting off a download that has already said 200.
      const first = await pages.next();
      const csvRows = (rows: Awaited<ReturnType<typeof pages.next>>['value']) =>
        (rows ?? [])
          .map((r) =>
            csvLine([
              r.occurredAt,
              r.nature,
              r.statusDescription,
              r.propertyTitle,
              r.addedByName,
              r.userName,
              r.comments,
              r.personaliseReference,
              r.source,
            ]),
          )
          .join('');
      async function* lines() {
        yield '\ufeff' + csvLine(CSV_HEADER) + csvRows(first.value);
        for await (const rows of pages) yield csvRows(rows);
      }
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="activity-log.csv"')
        .header('Cache-Control', 'no-store');
      return reply.send(Readable.from(lines()) as never);
    },
  );

  await app.register(eventRoutes);
};
