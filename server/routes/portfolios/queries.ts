import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { versionOf } from '../../lib/record-version';
import { PORTFOLIO_SEARCHED, portfolioProperties, portfolios } from '../../db/schema';
import { listRows, textFilter, type ListRequest } from '../../lib/list-query';
import { natural } from '../../db/natural-order';
import { optionalPropertyId } from '../../lib/property-scope';
import { anyContains } from '../../db/search';

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
  version: versionOf(portfolios.updatedAt),
};

export const portfolioSortable = {
  id: portfolios.id,
  title: natural(portfolios.title),
  description: natural(portfolios.description),
  propertyCount,
};

function portfolioWhere(filter: Record<string, unknown>, queryPropertyId: number | undefined): SQL | undefined {
  const q = textFilter(filter, 'q');
  const propertyId = optionalPropertyId(queryPropertyId, filter);
  const offering =
    propertyId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${portfolioProperties} where ${portfolioProperties.portfolioId} = ${portfolios.id} and ${portfolioProperties.propertyId} = ${propertyId})`,
        );
  return and(q ? anyContains(PORTFOLIO_SEARCHED, q) : undefined, offering);
}

export function listPortfolios(db: DbOrTx, list: ListRequest<keyof typeof portfolioSortable>, propertyId: number | undefined) {
  return listRows(db, portfolios, portfolioColumns, portfolioWhere(list.filter, propertyId), list);
}

export async function getPortfolio(db: DbOrTx, id: number) {
  const [row] = await db.select(portfolioColumns).from(portfolios).where(eq(portfolios.id, id));
  return row;
}
