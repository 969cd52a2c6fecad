import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { portfolioProperties, portfolios, properties } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { PortfolioValues } from './portfolio-body';
import { portfolioColumns } from './queries';

export async function createPortfolio(tx: DbOrTx, values: PortfolioValues & { title: string; description: string }) {
  const [created] = await tx.insert(portfolios).values(values).returning(portfolioColumns);
  return created;
}

/**
 * The portfolio as it stands, locked until the transaction ends: a concurrent edit (or change
 * of its properties) waits, so the audit's before is what this write replaces.
 */
export async function lockPortfolio(tx: DbOrTx, id: number) {
  const [row] = await tx.select(portfolioColumns).from(portfolios).where(eq(portfolios.id, id)).for('update');
  if (!row) throw notFound('Portfolio');
  return row;
}

/** Absent fields keep their stored values. */
export async function updatePortfolio(tx: DbOrTx, id: number, values: PortfolioValues) {
  const [updated] = await tx
    .update(portfolios)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(portfolios.id, id))
    .returning(portfolioColumns);
  return updated;
}

/**
 * Refuses a list naming a property twice or one that does not exist, naming them. The ones
 * found are share-locked, so none can vanish before the transaction commits.
 */
export async function assertPropertyList(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  const duplicates = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (duplicates.length) {
    throw badRequest(`Invalid request: propertyIds lists ${duplicates.join(', ')} more than once`, {
      propertyIds: `lists ${duplicates.join(', ')} more than once`,
    });
  }
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(inArray(properties.id, [...ids]))
    .for('key share');
  const known = new Set(found.map(({ id }) => id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    throw badRequest(`Invalid request: no property ${unknown.join(', ')}`, { propertyIds: `names no property: ${unknown.join(', ')}` });
  }
}

/**
 * The same properties in a new order (a drag): one statement writes the positions that changed
 * (the positions' unique key is checked at commit, so a swap can pass through a clash).
 */
export async function reorderPortfolioProperties(tx: DbOrTx, portfolioId: number, ids: readonly number[]): Promise<void> {
  await tx
    .update(portfolioProperties)
    .set({ position: sql`ordered.position` })
    .from(sql`unnest(${sql.param([...ids])}::int[]) with ordinality as ordered(property_id, position)`)
    .where(
      and(
        eq(portfolioProperties.portfolioId, portfolioId),
        sql`${portfolioProperties.propertyId} = ordered.property_id`,
        ne(portfolioProperties.position, sql`ordered.position`),
      ),
    );
}

/** The portfolio's properties become `ids`, in that order (positions 1..n). */
export async function replacePortfolioProperties(tx: DbOrTx, portfolioId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(portfolioProperties).where(eq(portfolioProperties.portfolioId, portfolioId));
  if (ids.length === 0) return;
  await tx.insert(portfolioProperties).values(ids.map((propertyId, i) => ({ portfolioId, propertyId, position: i + 1 })));
}
