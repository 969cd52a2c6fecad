import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sellerCompanies } from '../../db/schema';
import { ErrorResponse, notFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { assertUnchanged } from '../../lib/record-version';
import { ListQuery } from '@common/api/list-query';
import { parseListQuery, sendList } from '../../lib/list-query';
import { assertSameId, editedOrganisation, newOrganisation } from '../../lib/organisation-body';
import { getSellerCompany, listSellerCompanies, sellerCompanySortable } from './queries';
import {
  NewSellerCompanyBody,
  SellerCompany,
  SellerCompanyIdQuery,
  SellerCompanyList,
  SellerCompanyParams,
  UpdateSellerCompanyBody,
} from '@common/api/seller-companies';
import { createSellerCompany, lockSellerCompany, sellerRules, updateSellerCompany } from './writes';

const tags = ['seller-companies'];
const entityType = 'seller company';

export const sellerCompanyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/seller-companies',
    {
      schema: {
        tags,
        summary: 'Seller companies; paged, sorted and filtered (q, isActive) when asked',
        description: 'q searches the company name, contact person and email address, ignoring case.',
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
        tags,
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

  app.post(
    '/seller-companies',
    {
      schema: {
        tags,
        summary: 'Create a seller company (the Add Seller form); names are unique regardless of case',
        description:
          "Company name, contact person, contact number (at most 20) and email are required; an empty description is stored as 'Not captured'.",
        body: NewSellerCompanyBody,
        response: { 201: SellerCompany, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { userId: _ignored, companyName, ...contact } = request.body;
      const values = newOrganisation({ name: companyName, ...contact }, sellerRules);
      const created = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const seller = await createSellerCompany(tx, values);
        await audit({ entityType, entityId: seller.id, description: `Created seller company '${seller.companyName}'`, after: seller });
        return seller;
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/seller-companies',
    {
      schema: {
        tags,
        summary: 'Save a seller company (PUT /seller-companies?id=7); absent fields keep their values',
        description:
          "An email, if given, must look like one; the contact number holds at most 20 characters; an empty description is stored as 'Not captured'.",
        querystring: SellerCompanyIdQuery,
        body: UpdateSellerCompanyBody,
        response: { 200: SellerCompany, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = request.query;
      const { userId: _ignored, id: bodyId, companyName, ...contact } = request.body;
      assertSameId(id, bodyId);
      const values = editedOrganisation({ name: companyName, ...contact }, sellerRules);
      return auditedWrite(app.db, request.user, async (tx, audit) => {
        const before = await lockSellerCompany(tx, id);
        await assertUnchanged(tx, request, before.version, { entityType, entityId: id });
        const after = await updateSellerCompany(tx, id, values);
        await audit({ entityType, entityId: id, description: `Updated seller company '${after.companyName}'`, before, after });
        return after;
      });
    },
  );
};
