import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { noRoute, tooManyAttempts, registerErrorHandler, sendClientError, sendFrameworkError } from './errors';
import { installJsonParser } from './lib/json-body';
import { logEachRequest } from './lib/request-log';
import { requestId } from './lib/request-id';
import { installValidators } from './lib/validation';
import allowedHosts from './plugins/allowed-hosts';
import database from './plugins/database';
import metrics from './plugins/metrics';
import securityHeaders from './plugins/security-headers';
import unreadBodies from './plugins/unread-bodies';
import idempotency from './plugins/idempotency';
import session from './plugins/session';
import storage from './plugins/storage';
import uploadLocks from './plugins/upload-locks';
import { routeModules } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  databaseUrl: string;
  logger?: FastifyServerOptions['logger'];
  poolSize?: number;
}

/** Builds the whole server, ready to `inject` or `listen`. It never listens itself. */
export async function buildApp({ config, databaseUrl, logger = false, poolSize }: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: requestId,
    // One line per request instead of Fastify's two (lib/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Reject huge JSON bodies early; uploads use their own streaming routes.
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: sendClientError,
    // Fastify's own 503 while closing has its own body; ours (the hook below) keeps the one error shape.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  installValidators(app);
  installJsonParser(app);
  registerErrorHandler(app);
  logEachRequest(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // After SIGTERM, a request on a connection kept alive (a load balancer's) still arrives: it is
  // turned away before any work, and Fastify closes that connection after the answer. Sent here,
  // not thrown: the error handler would log every one of them as the server's own failure.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing)
      return reply.status(503).send({ error: { code: 'SHUTTING_DOWN', message: 'The server is restarting. Try again in a moment.' } });
  });

  await app.register(securityHeaders);
  // Only headers are set before it, so its 421 carries them too.
  await app.register(allowedHosts);
  await app.register(unreadBodies);
  await app.register(database, { databaseUrl, poolSize });
  // Before anything reports to it: the file store counts upload bytes there.
  await app.register(metrics);
  await app.register(storage);
  await app.register(uploadLocks);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Property back-office API',
        version: '1',
        description: "The API behind the administrators' back-office. Every route but login needs the authToken session cookie.",
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'authToken' },
          serviceToken: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }],
    },
  });

  await app.register(
    async (docs) => {
      docs.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      await docs.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
    },
    { prefix: '/api' },
  );
  await app.register(
    async (api) => {
      await api.register(session, {
        allowedOrigins: config.allowedOrigins,
        sessionCacheMs: config.SESSION_CACHE_MS,
        idleMinutes: config.SESSION_IDLE_MINUTES,
      });
      await api.register(idempotency);
      for (const routes of routeModules) await api.register(routes);
    },
    { prefix: '/api' },
  );

  // The SPA owns every path outside /api: deep links and reloads get its index.html.
  const staticDir = path.resolve(config.STATIC_DIR);
  const hasSpa = existsSync(path.join(staticDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each text asset (vite.config.ts).
      preCompressed: true,
      // Files under /assets/ carry a content hash in their name: a new build gets new names, so
      // browsers may keep them for good. index.html is always asked afresh (maxAge 0).
      setHeaders: (reply, filePath) => {
        if (filePath.startsWith(path.join(staticDir, 'assets') + path.sep))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.headers.accept?.includes('text/html');
    if (hasSpa && wantsPage) return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
    throw noRoute(request.method, request.url);
  });

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
