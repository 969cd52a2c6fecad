import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { portfolioProperties, properties, provinces } from '../../db/schema';

/** A portfolio's properties in its order, each with what an admin recognises it by. */
export function listPortfolioProperties(db: DbOrTx, portfolioId: number) {
  return db
    .select({
      id: properties.id,
      position: portfolioProperties.position,
      propertyReference: properties.propertyReference,
      listingTitle: properties.listingTitle,
      suburb: properties.suburb,
      province: provinces.title,
      isActive: properties.isActive,
    })
    .from(portfolioProperties)
    .innerJoin(properties, eq(properties.id, portfolioProperties.propertyId))
    .innerJoin(provinces, eq(provinces.id, properties.provinceId))
    .where(eq(portfolioProperties.portfolioId, portfolioId))
    .orderBy(asc(portfolioProperties.position));
}
