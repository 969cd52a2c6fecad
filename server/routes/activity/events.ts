import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, ErrorResponse } from '../../errors';
import { findServiceToken } from '../../lib/service-tokens';
import { recordVisitorEvents } from '../../lib/visitor-events';
import { EventsBody, EventsResponse, MAX_EVENTS_PER_REQUEST } from '@common/api/activity';

declare module 'fastify' {
  interface FastifyRequest {
    /** The calling system, on routes authenticated by a service token. */
    serviceToken?: { id: number; name: string };
  }
}

const invalidToken = () => new AppError(401, 'UNAUTHORIZED', 'A valid service token is required (Authorization: Bearer ...)');

/**
 * How the public marketplace site reports what visitors do (beyond the spec): server to
 * server, with a service token made by `npm run token:create`. See docs/activity-events.md.
 */
export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/activity/events',
    {
      schema: {
        tags: ['activity'],
        summary: `Report visitor events: one event, or { events: [...] } with up to ${MAX_EVENTS_PER_REQUEST}`,
        description:
          'Authenticated by `Authorization: Bearer <service token>`, not a session. All or nothing: if any event is invalid, ' +
          'none is recorded and `fields` names each problem (events.{index}.{field}). An eventId already recorded is skipped ' +
          '(counted in duplicates), so a batch may be resent safely.',
        security: [{ serviceToken: [] }],
        body: EventsBody,
        response: { 200: EventsResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      config: {
        serviceToken: true,
        rateLimit: {
          max: app.config.EVENTS_RATE_LIMIT_MAX,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `token:${request.serviceToken?.id ?? request.ip}`,
        },
      },
      onRequest: async (request) => {
        const header = request.headers.authorization ?? '';
        const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
        const found = token ? await findServiceToken(app.db, token) : undefined;
        if (!found) throw invalidToken();
        request.serviceToken = found;
      },
      // A single event is accepted on its own and treated as a batch of one.
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | null;
        if (body && typeof body === 'object' && !Array.isArray(body) && !('events' in body)) {
          (request as { body: unknown }).body = { events: [body] };
          request.singleEvent = true;
        }
      },
      // A single event's schema problems are named as the site sent it ('nature', not
      // 'events.0.nature'), as the handler's own checks name them; the API's error handler answers.
      errorHandler: (error, request) => {
        if (request.singleEvent)
          for (const v of error.validation ?? []) v.instancePath = v.instancePath.replace(/^\/events\/0(?=\/|$)/, '');
        throw error;
      },
    },
    async (request) => {
      const { events } = request.body;
      const single = request.singleEvent === true;
      const result = await recordVisitorEvents(app.db, events, (i, field) => (single ? field : `events.${i}.${field}`));
      request.log.info({ token: request.serviceToken?.name, received: events.length, ...result }, 'visitor events recorded');
      return { received: events.length, ...result };
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    singleEvent?: boolean;
  }
}
