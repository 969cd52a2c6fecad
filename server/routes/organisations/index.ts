import type { FastifyPluginAsync } from 'fastify';
import { ErrorResponse, notFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { assertUnchanged } from '../../lib/record-version';
import type { ListQuery } from '@common/api/list-query';
import { parseListQuery, sendList } from '../../lib/list-query';
import { routeOf } from '../../lib/operation-route';
import { assertSameId, editedOrganisation, newOrganisation, type OrganisationInput } from '../../lib/organisation-body';
import { agencyArea, type OrganisationArea, sellerCompanyArea } from './areas';
import { getOrganisation, listOrganisations, organisationSortable } from './queries';
import { createOrganisation, lockOrganisation, updateOrganisation } from './writes';

/**
 * A body as its schema lets it in, the name under the area's key. The routes are typed by hand
 * rather than inferred from the schemas: inference cannot follow a key that is a parameter.
 */
type OrganisationBody = Omit<OrganisationInput, 'name'> & { id?: number } & Record<string, unknown>;

/** The body's fields with the name under one key, whichever the area calls it. */
function inputOf(nameField: string, body: OrganisationBody): OrganisationInput {
  const { contactPerson, contactNumber, emailAddress, description, isActive } = body;
  return { name: body[nameField] as string | undefined, contactPerson, contactNumber, emailAddress, description, isActive };
}

/** Spec §7's four calls of one organisation area: list, one, create, update. */
function organisationRoutes(area: OrganisationArea): FastifyPluginAsync {
  const { path, nameField, noun, schemas, docs } = area;
  const tags = [path.slice(1)];
  const entityType = noun;
  return async (app) => {
    app.route<{ Querystring: ListQuery }>({
      ...routeOf(area.list, tags, { 400: ErrorResponse, 401: ErrorResponse }),
      handler: async (request, reply) => {
        const list = parseListQuery(request.query, organisationSortable(area), area.table.id, [nameField, 'ASC']);
        return sendList(reply, tags[0], list.page, await listOrganisations(app.db, area, list));
      },
    });

    app.get<{ Params: { id: number } }>(
      `${path}/:id`,
      {
        schema: {
          tags,
          ...docs.one,
          params: schemas.params,
          response: { 200: schemas.record, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const record = await getOrganisation(app.db, area, request.params.id);
        if (!record) throw notFound(area.label);
        return record;
      },
    );

    app.post<{ Body: OrganisationBody }>(
      path,
      {
        schema: {
          tags,
          ...docs.create,
          body: schemas.newBody,
          response: { 201: schemas.record, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse },
        },
      },
      async (request, reply) => {
        const values = newOrganisation(inputOf(nameField, request.body), area);
        const created = await auditedWrite(app.db, request.user, async (tx, audit) => {
          const record = await createOrganisation(tx, area, values);
          await audit({ entityType, entityId: record.id, description: `Created ${noun} '${values.name}'`, after: record });
          return record;
        });
        return reply.status(201).send(created);
      },
    );

    app.put<{ Querystring: { id: number }; Body: OrganisationBody }>(
      area.updatePath,
      {
        schema: {
          tags,
          ...docs.update,
          querystring: schemas.idQuery,
          body: schemas.updateBody,
          response: { 200: schemas.record, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
        },
      },
      async (request) => {
        const { id } = request.query;
        assertSameId(id, request.body.id);
        const values = editedOrganisation(inputOf(nameField, request.body), area);
        return auditedWrite(app.db, request.user, async (tx, audit) => {
          const before = await lockOrganisation(tx, area, id);
          await assertUnchanged(tx, request, before.version, { entityType, entityId: id });
          const after = await updateOrganisation(tx, area, id, values);
          await audit({ entityType, entityId: id, description: `Updated ${noun} '${after[nameField]}'`, before, after });
          return after;
        });
      },
    );
  };
}

export const agencyRoutes = organisationRoutes(agencyArea);
export const sellerCompanyRoutes = organisationRoutes(sellerCompanyArea);
