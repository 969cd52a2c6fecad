import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { PORTFOLIO_SEARCHED, portfolioProperties, portfolios } from '../../db/schema';
import { badRequest } from '../../errors';
import { idFilter, pagedRows, textFilter, type ListRequest } from '../../lib/list-query';
import { natural } from '../../lib/natural-order';
import { anyContains } from '../../lib/search';

/** How many properties a portfolio offers, counted where the row is read (one index probe each). */
const propertyCount = sql<number>`(select count(*)::int from ${portfolioProperties} where ${portfolioProperties.portfolioId} = ${portfolios.id})`;

export const portfolioColumns = {
  id: portfolios.id,
  title: portfolios.title,
  description: portfolios.description,
  heroImageLink: portfolios.heroImageLink,
  image1Link: portfolios.image1Link,
  image2Link: portfolios.image2Link,
  image3Link: portfolios.image3Link,
  propertyCount,
};

export const portfolioSortable = {
  id: portfolios.id,
  title: natural(portfolios.title),
  description: natural(portfolios.description),
  propertyCount,
};

/**
 * The property a list is narrowed to: `?propertyId=7` or `filter={"propertyId":7}` (react-admin's
 * getList, from a property's Summary tab); when both are given they must agree.
 */
function propertyFilter(queryId: number | undefined, filter: Record<string, unknown>): number | undefined {
  const filterId = idFilter(filter, 'propertyId');
  if (queryId !== undefined && filterId !== undefined && queryId !== filterId) {
    throw badRequest('Invalid request: propertyId and filter.propertyId differ', { propertyId: 'differs from filter.propertyId' });
  }
  return queryId ?? filterId;
}

function portfolioWhere(filter: Record<string, unknown>, queryPropertyId: number | undefined): SQL | undefined {
  const q = textFilter(filter, 'q');
  const propertyId = propertyFilter(queryPropertyId, filter);
  const offering =
    propertyId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${portfolioProperties} where ${portfolioProperties.portfolioId} = ${portfolios.id} and ${portfolioProperties.propertyId} = ${propertyId})`,
        );
  return and(q ? anyContains(PORTFOLIO_SEARCHED, q) : undefined, offering);
}

export function listPortfolios(db: DbOrTx, list: ListRequest<keyof typeof portfolioSortable>, propertyId: number | undefined) {
  const where = portfolioWhere(list.filter, propertyId);
  const query = db
    .select(portfolioColumns)
    .from(portfolios)
    .where(where)
    .orderBy(...list.orderBy)
    .$dynamic();
  return pagedRows(query, list.page, () => db.$count(portfolios, where));
}

export async function getPortfolio(db: DbOrTx, id: number) {
  const [row] = await db.select(portfolioColumns).from(portfolios).where(eq(portfolios.id, id));
  return row;
}
