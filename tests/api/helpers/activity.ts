import { and, asc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { App } from '../../../server/app';
import { activity } from '../../../server/db/schema';
import type { ActivityRow } from '@common/api/activity';
import { listQuery } from './list-endpoint';
import type { LoggedInApp } from './logged-in-app';

/** A row of GET /api/activity as JSON carries it (occurredAt an ISO string). */
export type ActivityJson = Omit<Static<typeof ActivityRow>, 'occurredAt'> & { occurredAt: string };

/** GET /api/activity (or /export) with sort, range and filter, as the demo admin. */
export const getActivity = (api: LoggedInApp, params: Record<string, unknown> = {}, path = '/api/activity') =>
  api.get(`${path}${listQuery(params)}`);

/** The log's default order: newest first, ties broken by id. */
export const newestFirst = (a: ActivityJson, b: ActivityJson) =>
  a.occurredAt < b.occurredAt ? 1 : a.occurredAt > b.occurredAt ? -1 : b.id - a.id;

/** The audit entries about one kind of record (`entityType`, e.g. 'media item') of a property, oldest first. */
export const auditAbout = (app: App, propertyId: number, entityType: string) =>
  app.db
    .select()
    .from(activity)
    .where(and(eq(activity.propertyId, propertyId), eq(activity.entityType, entityType)))
    .orderBy(asc(activity.id));
