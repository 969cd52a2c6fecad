import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { portfolios } from '../../db/schema';
import { ErrorResponse, notFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { assertUnchanged } from '../../lib/record-version';
import { parseListQuery, sendList } from '../../lib/list-query';
import { assertSameId } from '../../lib/organisation-body';
import {
  NewPortfolioBody,
  Portfolio,
  PortfolioIdQuery,
  PortfolioList,
  PortfolioListQuery,
  PortfolioParams,
  UpdatePortfolioBody,
} from '@common/api/portfolios';
import { assertIssuedImages, portfolioValues } from './portfolio-body';
import { portfolioPropertyRoutes } from './properties';
import { getPortfolio, listPortfolios, portfolioSortable } from './queries';
import { createPortfolio, lockPortfolio, updatePortfolio } from './writes';

const tags = ['portfolios'];
const entityType = 'portfolio';
const IMAGE_LINKS = 'Image links: one POST /media/images issued (its first variant) or an absolute http(s) URL; empty or null for none.';

/** Spec §7 'Portfolios', and the properties each offers (./properties). */
export const portfolioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/portfolios',
    {
      schema: {
        tags,
        summary: 'Portfolios, each with its property count; paged, sorted and filtered (q, propertyId) when asked',
        description:
          'q searches the title and description, ignoring case and accents; propertyId keeps the portfolios offering that property.',
        querystring: PortfolioListQuery,
        response: { 200: PortfolioList, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, portfolioSortable, portfolios.id, ['title', 'ASC']);
      return sendList(reply, 'portfolios', list.page, await listPortfolios(app.db, list, request.query.propertyId));
    },
  );

  app.get(
    '/portfolios/:id',
    {
      schema: {
        tags,
        summary: 'One portfolio',
        params: PortfolioParams,
        response: { 200: Portfolio, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const portfolio = await getPortfolio(app.db, request.params.id);
      if (!portfolio) throw notFound('Portfolio');
      return portfolio;
    },
  );

  app.post(
    '/portfolios',
    {
      schema: {
        tags,
        summary: 'Create a portfolio (the Add Portfolio form)',
        description: `Title and description are required (blank after trimming is refused). ${IMAGE_LINKS}`,
        body: NewPortfolioBody,
        response: { 201: Portfolio, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { title = '', description = '', ...images } = portfolioValues(request.body);
      const created = await auditedWrite(app.db, request.user, async (tx, audit) => {
        await assertIssuedImages(tx, images);
        const portfolio = await createPortfolio(tx, { title, description, ...images });
        await audit({ entityType, entityId: portfolio.id, description: `Created portfolio '${portfolio.title}'`, after: portfolio });
        return portfolio;
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/portfolios',
    {
      schema: {
        tags,
        summary: 'Save a portfolio (PUT /portfolios?id=7); absent fields keep their values',
        description: `Title and description cannot be blanked. ${IMAGE_LINKS} An image slot's upload sends only its link.`,
        querystring: PortfolioIdQuery,
        body: UpdatePortfolioBody,
        response: { 200: Portfolio, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = request.query;
      assertSameId(id, request.body.id);
      const values = portfolioValues(request.body);
      return auditedWrite(app.db, request.user, async (tx, audit) => {
        await assertIssuedImages(tx, values);
        const before = await lockPortfolio(tx, id);
        await assertUnchanged(tx, request, before.version, { entityType, entityId: id });
        const after = await updatePortfolio(tx, id, values);
        await audit({ entityType, entityId: id, description: `Updated portfolio '${after.title}'`, before, after });
        return after;
      });
    },
  );

  await app.register(portfolioPropertyRoutes);
};
