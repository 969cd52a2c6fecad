import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, notFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { portfolioOperations } from '@common/api/portfolios';
import { routeOf } from '../../lib/operation-route';
import { listPortfolioProperties } from './properties-queries';
import { getPortfolio } from './queries';
import { assertPropertyList, lockPortfolio, reorderPortfolioProperties, replacePortfolioProperties } from './writes';

const tags = ['portfolios'];

/** `ids` lists exactly the properties of `before`, each once: a drag, not a change of the set. */
const sameProperties = (before: number[], ids: readonly number[]) =>
  ids.length === before.length && new Set(ids).size === ids.length && ids.every((id) => before.includes(id));
const entityType = 'portfolio';

/** Beyond the spec: the properties a portfolio offers, in its order (a property may be in several portfolios). */
export const portfolioPropertyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(portfolioOperations.getPortfolioProperties, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const { id } = request.params;
      if (!(await getPortfolio(app.db, id))) throw notFound('Portfolio');
      return listPortfolioProperties(app.db, id);
    },
  });

  app.route({
    ...routeOf(portfolioOperations.setPortfolioProperties, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const { id } = request.params;
      const ids = request.body.propertyIds;
      return auditedWrite(app.db, request.user, async (tx, audit) => {
        const portfolio = await lockPortfolio(tx, id);
        const listed = await listPortfolioProperties(tx, id);
        const before = listed.map((p) => p.id);
        // The same list again (a drop where it was picked up) changes nothing and records nothing.
        if (before.length === ids.length && before.every((p, i) => p === ids[i])) return listed;
        let stored;
        if (sameProperties(before, ids)) {
          // A drag: the same properties in another order, answered from what was read.
          await reorderPortfolioProperties(tx, id, ids);
          stored = ids.map((propertyId, i) => ({ ...listed[before.indexOf(propertyId)], position: i + 1 }));
        } else {
          await assertPropertyList(tx, ids);
          await replacePortfolioProperties(tx, id, ids);
          stored = await listPortfolioProperties(tx, id);
        }
        const named = `portfolio '${portfolio.title}'`;
        await audit({
          entityType,
          entityId: id,
          description: `Set the properties of ${named}`,
          before: { propertyIds: before },
          after: { propertyIds: ids },
        });
        // Each property's own history says when it joined or left a portfolio.
        for (const propertyId of ids.filter((p) => !before.includes(p)))
          await audit({ entityType, entityId: id, propertyId, description: `Added to ${named}` });
        for (const propertyId of before.filter((p) => !ids.includes(p)))
          await audit({ entityType, entityId: id, propertyId, description: `Removed from ${named}` });
        return stored;
      });
    },
  });
};
