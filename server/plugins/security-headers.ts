import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmetMiddleware, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What this route's answers change of the headers below (helmet's options, over the app's). */
    helmet?: HelmetOptions;
  }
}

/**
 * A route's `config.helmet` for what the public site's pages embed from their own origin
 * (listing pictures and videos): under helmet's Cross-Origin-Resource-Policy, same-origin,
 * browsers refuse them there (ERR_BLOCKED_BY_RESPONSE.NotSameOrigin). Only public, session-free
 * routes take it; everything else keeps same-origin, so no other site can embed a private file
 * with an admin's cookie.
 */
export const embeddedByOtherSites: HelmetOptions = { crossOriginResourcePolicy: { policy: 'cross-origin' } };

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      // No <base> element is ours: one injected into stored HTML could re-point every relative link.
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Browsers heed this only over HTTPS. A year, as ASVS 5.0 (V3.4.1) asks. No
  // includeSubDomains: other hosts of the marketplace's domain are not ours to pin to HTTPS.
  strictTransportSecurity: { maxAge: 365 * 24 * 3600, includeSubDomains: false },
};

/** The headers helmet sets with `options`, run once into a collector. */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  helmetMiddleware(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

/** The app's own: most routes', and the raw socket's answers' (rawAnswerHeaders). */
const appHeaders = helmetHeaders(helmetOptions);

/**
 * Security headers on every response. The content security policy is what lets the
 * back-office render stored HTML (content blocks) with one more line of defence behind
 * DOMPurify: scripts only from our own origin, no plugins, no framing by other sites.
 * Styles allow inline because MUI (emotion) injects its styles at run time; images and
 * video also come as data:/blob: URLs while an upload is previewed.
 *
 * helmet's headers are worked out once per set of options (the app's, and a route's `helmet`
 * over them) and set in one call: @fastify/helmet ran helmet's dozen middlewares on every
 * request, a sixth of the time a small authenticated GET took (155 against 131 µs, measured in
 * one process beside a bare Fastify route's 105). Set on the request, so error answers carry them too.
 */
export default fp(async (app) => {
  const byRoute = new Map<HelmetOptions | undefined, Readonly<Record<string, string>>>([[undefined, appHeaders]]);
  const headersFor = (routeOptions: HelmetOptions | undefined) => {
    let headers = byRoute.get(routeOptions);
    if (!headers) byRoute.set(routeOptions, (headers = helmetHeaders({ ...helmetOptions, ...routeOptions } as HelmetOptions)));
    return headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.routeOptions.config.helmet));
    done();
  });
  // API answers hold confidential data and are each asked afresh: no browser or proxy keeps one.
  // A route that may be kept (image variants, the app's assets) says so itself.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});

/**
 * The headers every API answer carries, for the answers written on the raw socket before Fastify
 * has a request (errors.ts, sendClientError): the same as the hook's, so those answers can never
 * fall behind them.
 */
export const rawAnswerHeaders: Readonly<Record<string, string>> = { 'cache-control': 'no-store', ...appHeaders };
