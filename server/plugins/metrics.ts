import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { poolOf } from '../db/client';
import { unauthorized } from '../errors';
import { appMetrics, type AppMetrics } from '../metrics/app-metrics';
import { listenForMetrics, type MetricsListener } from '../metrics/metrics-port';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the operator's Prometheus reads: uploads and connection pools report to it (plugins/metrics.ts). */
    metrics: Pick<AppMetrics, 'countUpload' | 'watchPool'> & {
      /** Where METRICS_PORT listens, once the app is ready; undefined without one. */
      address(): AddressInfo | undefined;
    };
  }
  interface FastifyContextConfig {
    /** Left out of the request metrics: the metrics route, whose every scrape would count the one before. */
    unmeasured?: boolean;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics for the operator: requests by route pattern and status, their latency, the
 * database pools, upload bytes and the process's own. Read at GET /metrics with METRICS_TOKEN as
 * a bearer token, or with no token on METRICS_PORT (see docs/deployment.md, 'Metrics'); neither
 * set, they are kept but not served.
 */
export default fp(
  async (app) => {
    const metrics = appMetrics();
    const { registry } = metrics;
    metrics.watchPool('api', poolOf(app.db));
    // A callback hook, not an async one: it runs for every request, and has nothing to wait for.
    app.addHook('onResponse', (request, reply, done) => {
      if (!request.routeOptions.config.unmeasured) metrics.observe(request, reply);
      done();
    });

    const { METRICS_TOKEN: token, METRICS_PORT: port, METRICS_HOST: host } = app.config;
    if (token) {
      // Outside /api, so no session is asked for: the token is the only key.
      const expected = digest(token);
      /** Compared as digests: timingSafeEqual needs equal lengths, and the time taken tells nothing of the token. */
      const presented = (request: FastifyRequest) => {
        const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
        return bearer !== undefined && timingSafeEqual(digest(bearer), expected);
      };
      app.get(
        '/metrics',
        {
          schema: { hide: true },
          config: { unmeasured: true },
          onRequest: async (request, reply) => {
            reply.header('cache-control', 'no-store');
            if (presented(request)) return;
            const refusal = unauthorized('A valid metrics token is required (Authorization: Bearer ...)');
            // A security event like any other refusal (plugins/session.ts): a wrong token is someone probing.
            request.log.warn(
              { securityEvent: 'request refused', status: 401, code: refusal.code, route: `${request.method} /metrics`, ip: request.ip },
              refusal.message,
            );
            throw refusal;
          },
        },
        async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
      );
    }

    let listener: MetricsListener | undefined;
    if (port !== undefined) {
      app.addHook('onReady', async () => {
        listener = await listenForMetrics(registry, {
          host,
          port,
          onError: (error) => app.log.error({ err: error }, 'metrics scrape failed'),
        });
        app.log.info({ host, port: listener.address.port }, 'metrics served at /metrics on a port of their own');
      });
      app.addHook('onClose', async () => listener?.close());
    }

    app.decorate('metrics', {
      countUpload: metrics.countUpload,
      watchPool: metrics.watchPool,
      address: () => listener?.address,
    });
  },
  { name: 'metrics' },
);
