import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { properties } from '../../db/schema';
import { ErrorResponse, notFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { assertUnchanged, versionOfDate } from '../../lib/record-version';
import { countCache } from '../../lib/count-cache';
import { ListQuery } from '@common/api/list-query';
import { parseListQuery, sendList } from '../../lib/list-query';
import { routeOf } from '../../lib/operation-route';
import { isWrite } from '../../plugins/session';
import { listAdminProperties } from './admin-list';
import { getPropertyDetail, listLandingOrder, propertySortable } from './queries';
import { propertyImportRoutes } from './import-routes';
import { signedDocUrlRoutes } from './signed-doc-url';
import {
  AdminDetailBody,
  NewPropertyBody,
  PropertyDetail,
  PropertyIdParams,
  PropertyIdQuery,
  PropertyListRow,
  propertyOperations,
  UpdatePropertyBody,
} from '@common/api/properties';
import {
  createProperty,
  findProperty,
  moveInLandingOrder,
  propertyCreated,
  propertyUpdated,
  setPropertyFlags,
  updateProperty,
} from './writes';

const tags = ['properties'];

export const propertyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const totals = countCache();
  // Any write in this area may change what a list filter matches. onSend runs after the write's
  // transaction committed and before its client hears back, so the next list counts afresh.
  app.addHook('onSend', async (request) => {
    if (isWrite(request)) totals.invalidate();
  });

  /** The detail plus the address of the property's page on the public site (PUBLIC_SITE_URL). */
  const detailOf = async (id: number) => {
    const detail = await getPropertyDetail(app.db, id);
    const site = app.config.PUBLIC_SITE_URL?.replace(/\/+$/, '');
    return detail && { ...detail, publicUrl: site ? `${site}/properties/${id}` : null };
  };

  app.get(
    '/properties/admin',
    {
      schema: {
        tags,
        summary: 'The admin property list; paged, sorted and filtered when asked',
        description:
          'Filters: q (title, reference, suburb), categoryId, propertyStatusId, provinceId, isActive, isDiscrete, isFeatured, isListable, isPlaceholder, ' +
          'readiness (complete, incomplete, none: no data room). Sort by readiness: the share of expected documents published, no data room last.',
        querystring: ListQuery,
        response: { 200: Type.Array(PropertyListRow), 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, propertySortable, properties.id, ['id', 'ASC']);
      return sendList(reply, 'properties', list.page, await listAdminProperties(app.db, list, totals));
    },
  );

  app.route({
    ...routeOf(propertyOperations.getLandingOrder, tags, { 400: ErrorResponse, 401: ErrorResponse }),
    handler: (request) => listLandingOrder(app.db, request.query.isfeatured === true),
  });

  app.post(
    '/properties/:id/admin',
    {
      schema: {
        tags,
        summary: 'One property as the details screen shows it',
        params: PropertyIdParams,
        body: AdminDetailBody,
        response: { 200: PropertyDetail, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      config: { readOnly: true },
      // The spec's client sends {}; a bare POST with no body asks the same.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const detail = await detailOf(request.params.id);
      if (!detail) throw notFound('Property');
      return detail;
    },
  );

  app.post(
    '/properties',
    {
      schema: {
        tags,
        summary: 'Create a property (spec: new property payload); it joins the end of the landing order',
        body: NewPropertyBody,
        response: { 201: PropertyDetail, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { userId: _ignored, ...data } = request.body;
      const created = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const property = await createProperty(tx, data);
        await audit(propertyCreated(property));
        return property;
      });
      return reply.status(201).send(await detailOf(created.id));
    },
  );

  app.put(
    '/properties/',
    {
      schema: {
        tags,
        summary: 'Save the headers of a property (PUT /properties/?id=7)',
        querystring: PropertyIdQuery,
        body: UpdatePropertyBody,
        response: { 200: PropertyDetail, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { userId: _ignored, ...data } = request.body;
      await auditedWrite(app.db, request.user, async (tx, audit) => {
        const before = await findProperty(tx, request.query.id, { lock: true });
        await assertUnchanged(tx, request, versionOfDate(before.updatedAt), { entityType: 'property', entityId: before.id });
        await audit(propertyUpdated(before, await updateProperty(tx, before, data)));
      });
      return await detailOf(request.query.id);
    },
  );

  app.route({
    ...routeOf(propertyOperations.reorderLanding, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const { propertyId, propertyBeforeId } = request.body;
      return auditedWrite(app.db, request.user, async (tx, audit) => {
        const moved = await moveInLandingOrder(tx, propertyId, propertyBeforeId);
        await audit({
          entityType: 'landing order',
          entityId: propertyId,
          propertyId,
          description: `Moved a property on the landing page from position ${moved.from} to ${moved.to}`,
          before: { displayOrder: moved.from },
          after: { displayOrder: moved.to },
        });
        return { propertyId, ...moved };
      });
    },
  });

  app.route({
    ...routeOf(propertyOperations.updatePropertiesFlags, tags, {
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
    }),
    handler: async (request) => {
      const { ids, set } = request.body;
      const changed = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const rows = await setPropertyFlags(tx, ids, set);
        for (const { before, after } of rows) await audit(propertyUpdated(before, after));
        return rows.map(({ after }) => after.id);
      });
      return { ids: changed };
    },
  });

  await app.register(signedDocUrlRoutes);
  await app.register(propertyImportRoutes);
};
