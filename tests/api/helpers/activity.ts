import type { Static } from 'typebox';
import type { App } from '../../../server/app';
import type { ActivityRow } from '../../../server/routes/activity/schemas';
import { listQuery } from './list-endpoint';

/** A row of GET /api/activity as JSON carries it (occurredAt an ISO string). */
export type ActivityJson = Omit<Static<typeof ActivityRow>, 'occurredAt'> & { occurredAt: string };

/** GET /api/activity (or /export) with sort, range and filter. */
export const getActivity = (app: App, cookie: string, params: Record<string, unknown> = {}, path = '/api/activity') =>
  app.inject({ method: 'GET', url: `${path}${listQuery(params)}`, headers: { cookie } });

/** The log's default order: newest first, ties broken by id. */
export const newestFirst = (a: ActivityJson, b: ActivityJson) =>
  a.occurredAt < b.occurredAt ? 1 : a.occurredAt > b.occurredAt ? -1 : b.id - a.id;
