import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Portfolio } from '@common/api/portfolios';
import { activity, portfolios } from '../../../server/db/schema';
import type { LoggedInApp } from './logged-in-app';

export const PORTFOLIOS = '/api/portfolios';

let made = 0;
/** A POST /api/portfolios body as the Add Portfolio form sends it, with a title no other test uses. */
export const portfolioBody = (overrides: Record<string, unknown> = {}) => ({
  userId: 3,
  title: `Test Portfolio ${++made}`,
  description: 'Offices and warehouses sold together.',
  ...overrides,
});

/** Creates a portfolio through the API and answers it as the 201 did. */
export async function createPortfolio(api: LoggedInApp, overrides: Record<string, unknown> = {}): Promise<Portfolio> {
  const res = await api.send('POST', PORTFOLIOS, portfolioBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Every audit entry about the portfolio (its own and its properties' joining and leaving), oldest first. */
export const portfolioAudit = (api: LoggedInApp, id: number) =>
  api.app.db
    .select()
    .from(activity)
    .where(and(eq(activity.entityType, 'portfolio'), eq(activity.entityId, String(id))))
    .orderBy(asc(activity.id));

/** Portfolios and audit entries stored: a refused write leaves both as they were. */
export const storedCounts = async (api: LoggedInApp) => ({
  portfolios: await api.app.db.$count(portfolios),
  activity: await api.app.db.$count(activity),
});
