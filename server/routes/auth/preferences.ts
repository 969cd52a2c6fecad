import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, badRequest, ErrorResponse } from '../../errors';
import { routeOf } from '../../lib/operation-route';
import { findPreferences, savePreferences } from './queries';
import { authOperations, PREFERENCES_MAX_BYTES } from '@common/api/auth';

/** Deeper than any setting the app keeps; it also keeps PostgreSQL's jsonb parser far from its stack limit. */
const MAX_DEPTH = 16;

const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

const tooLarge = (bytes: number) =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `Preferences are too large: ${Math.ceil(bytes / 1024)} KB, at most ${PREFERENCES_MAX_BYTES / 1024} KB. Remove some saved queries.`,
  );

const answer = (row: { preferences: Record<string, unknown>; updatedAt: Date } | undefined) => ({
  preferences: row?.preferences ?? {},
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/**
 * Issue 32, saved views: the logged-in admin's own preferences of the app. Only ever the
 * caller's (the session's user; no id is taken from the request), and support staff may save
 * theirs (`ownSettings`): they change how the app looks to them, no business data.
 */
export const preferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(authOperations.getPreferences, ['auth'], { 401: ErrorResponse }),
    handler: async (request) => answer(await findPreferences(app.db, request.user!.id)),
  });

  app.route({
    ...routeOf(authOperations.savePreferences, ['auth'], { 400: ErrorResponse, 401: ErrorResponse, 413: ErrorResponse }),
    // Twice the cap, so an answer above it still names the size (beyond, Fastify refuses the body unread).
    bodyLimit: 2 * PREFERENCES_MAX_BYTES,
    config: { ownSettings: true },
    handler: async (request) => {
      const { preferences } = request.body;
      const bytes = Buffer.byteLength(JSON.stringify(preferences));
      if (bytes > PREFERENCES_MAX_BYTES) throw tooLarge(bytes);
      if (depthOf(preferences) > MAX_DEPTH) throw badRequest(`Invalid request: preferences are nested more than ${MAX_DEPTH} deep`);
      return answer(await savePreferences(app.db, request.user!.id, preferences));
    },
  });
};
