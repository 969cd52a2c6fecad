import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, ErrorResponse } from '../../errors';
import { idFilter, parseListQuery, sendList, textFilter } from '../../lib/list-query';
import { routeOf } from '../../lib/operation-route';
import { countInbox, INBOX_SORTABLE, INBOX_TIE, listInbox } from './queries';
import { INBOX_KINDS, InboxItem, InboxListQuery, inboxOperations, type InboxKind } from '@common/api/inbox';

const tags = ['inbox'];

/** Issue 32 'Inbox': everything across properties that waits for an admin's decision. */
export const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/inbox',
    {
      schema: {
        tags,
        summary: 'What waits for a decision across all properties; paged, oldest first, filtered by kind and propertyId',
        querystring: InboxListQuery,
        response: { 200: Type.Array(InboxItem), 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, INBOX_SORTABLE, INBOX_TIE, ['waitingSince', 'ASC']);
      const kind = textFilter(list.filter, 'kind');
      if (kind !== undefined && !INBOX_KINDS.includes(kind as InboxKind)) {
        throw badRequest(`Invalid request: filter.kind must be one of ${INBOX_KINDS.join(', ')}`, {
          'filter.kind': `must be one of ${INBOX_KINDS.join(', ')}`,
        });
      }
      const propertyId = idFilter(list.filter, 'propertyId');
      const kinds = kind === undefined ? INBOX_KINDS : [kind as InboxKind];
      const result = await listInbox(app.db, { kinds, propertyId }, { orderBy: list.orderBy, page: list.page });
      return sendList(reply, 'inbox', list.page, result);
    },
  );

  app.route({
    ...routeOf(inboxOperations.getInboxCounts, tags, { 401: ErrorResponse }),
    handler: async () => {
      const byKind = await countInbox(app.db, INBOX_KINDS);
      return { total: Object.values(byKind).reduce((sum, n) => sum + n, 0), byKind };
    },
  });
};
