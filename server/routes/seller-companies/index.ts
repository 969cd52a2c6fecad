import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sellerCompanies } from '../../db/schema';
import { ErrorResponse, notFound } from '../../errors';
import { ListQuery, parseListQuery, sendList } from '../../lib/list-query';
import { getSellerCompany, listSellerCompanies, sellerCompanySortable } from './queries';
import { SellerCompany, SellerCompanyList, SellerCompanyParams } from './schemas';

export const sellerCompanyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seller-companies',
    {
      schema: {
        tags: ['seller-companies'],
        summary: 'Seller companies; paged, sorted and filtered (q, isActive) when asked',
        querystring: ListQuery,
        response: { 200: SellerCompanyList, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, sellerCompanySortable, sellerCompanies.id, ['companyName', 'ASC']);
      return sendList(reply, 'seller-companies', list.page, await listSellerCompanies(app.db, list));
    },
  );

  app.get(
    '/seller-companies/:id',
    {
      schema: {
        tags: ['seller-companies'],
        summary: 'One seller company',
        params: SellerCompanyParams,
        response: { 200: SellerCompany, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const seller = await getSellerCompany(app.db, request.params.id);
      if (!seller) throw notFound('Seller company');
      return seller;
    },
  );
};
