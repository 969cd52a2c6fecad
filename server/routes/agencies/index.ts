import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { agencies } from '../../db/schema';
import { ErrorResponse, notFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { assertUnchanged } from '../../lib/record-version';
import { ListQuery } from '@common/api/list-query';
import { parseListQuery, sendList } from '../../lib/list-query';
import { assertSameId, editedOrganisation, newOrganisation } from '../../lib/organisation-body';
import { agencySortable, getAgency, listAgencies } from './queries';
import { Agency, AgencyIdQuery, AgencyList, AgencyParams, NewAgencyBody, UpdateAgencyBody } from '@common/api/agencies';
import { agencyRules, createAgency, lockAgency, updateAgency } from './writes';

const tags = ['agencies'];
const entityType = 'agency';

export const agencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/agencies',
    {
      schema: {
        tags,
        summary: 'Agencies; paged, sorted and filtered (q, isActive) when asked',
        description: 'q searches the agency name, contact person, email address and description, ignoring case.',
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
        tags,
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

  app.post(
    '/agencies',
    {
      schema: {
        tags,
        summary: 'Create an agency (the Add Agency form); names are unique regardless of case',
        description: 'Held to the Add Seller rules: agency name, contact person, contact number (at most 20) and email are required.',
        body: NewAgencyBody,
        response: { 201: Agency, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { userId: _ignored, agencyName, ...contact } = request.body;
      const values = newOrganisation({ name: agencyName, ...contact }, agencyRules);
      const created = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const agency = await createAgency(tx, values);
        await audit({ entityType, entityId: agency.id, description: `Created agency '${agency.agencyName}'`, after: agency });
        return agency;
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/agencies/',
    {
      schema: {
        tags,
        summary: 'Save an agency (PUT /agencies/?id=7); absent fields keep their values',
        description: 'The name cannot be emptied; an email, if given, must look like one; the contact number holds at most 20 characters.',
        querystring: AgencyIdQuery,
        body: UpdateAgencyBody,
        response: { 200: Agency, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = request.query;
      const { userId: _ignored, id: bodyId, agencyName, ...contact } = request.body;
      assertSameId(id, bodyId);
      const values = editedOrganisation({ name: agencyName, ...contact }, agencyRules);
      return auditedWrite(app.db, request.user, async (tx, audit) => {
        const before = await lockAgency(tx, id);
        await assertUnchanged(tx, request, before.version, { entityType, entityId: id });
        const after = await updateAgency(tx, id, values);
        await audit({ entityType, entityId: id, description: `Updated agency '${after.agencyName}'`, before, after });
        return after;
      });
    },
  );
};
