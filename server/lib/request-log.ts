import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when its answer has gone: 'GET /api/properties/admin 200 4.2 ms',
 * with the method, path, status and time as fields for a log collector. Fastify's own request
 * logging (an 'incoming request' and a 'request completed' line for each) is turned off in
 * buildApp; the first is kept at debug level. A failure the server caused is logged besides, at error level, by the error handler.
 */
export function logEachRequest(app: FastifyInstance): void {
  // At debug level only: when a request's head has been read (a test waits for it before a signal).
  app.addHook('onRequest', async (request) => {
    request.log.debug({ method: request.method, url: request.url }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    const { method, url } = request;
    const { statusCode } = reply;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    request.log.info({ method, url, statusCode, responseTime }, `${method} ${url} ${statusCode} ${responseTime} ms`);
  });
}
