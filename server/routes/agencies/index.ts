import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { agencies } from '../../db/schema';
import { ErrorResponse, notFound } from '../../errors';
import { ListQuery, parseListQuery, sendList } from '../../lib/list-query';
import { agencySortable, getAgency, listAgencies } from './queries';
import { Agency, AgencyList, AgencyParams } from './schemas';

export const agencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/agencies',
    {
      schema: {
        tags: ['agencies'],
        summary: 'Agencies; paged, sorted and filtered (q, isActive) when asked',
        querystring: ListQuery,
        response: { 200: AgencyList, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, agencySortable, agencies.id, ['agencyName', 'ASC']);
      return sendList(reply, 'agencies', list.page, await listAgencies(app.db, list));
    },
  );

  app.get(
    '/agencies/:id',
    {
      schema: {
        tags: ['agencies'],
        summary: 'One agency',
        params: AgencyParams,
        response: { 200: Agency, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const agency = await getAgency(app.db, request.params.id);
      if (!agency) throw notFound('Agency');
      return agency;
    },
  );
};
