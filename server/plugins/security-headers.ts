import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import helmetMiddleware from 'helmet';

/**
 * A route's `helmet` option for what the public site's pages embed from their own origin
 * (listing pictures and videos): under helmet's Cross-Origin-Resource-Policy, same-origin,
 * browsers refuse them there (ERR_BLOCKED_BY_RESPONSE.NotSameOrigin). Only public, session-free
 * routes take it; everything else keeps same-origin, so no other site can embed a private file
 * with an admin's cookie.
 */
export const embeddedByOtherSites = { crossOriginResourcePolicy: { policy: 'cross-origin' } } as const;

const helmetOptions = {
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

/**
 * Security headers on every response. The content security policy is what lets the
 * back-office render stored HTML (content blocks) with one more line of defence behind
 * DOMPurify: scripts only from our own origin, no plugins, no framing by other sites.
 * Styles allow inline because MUI (emotion) injects its styles at run time; images and
 * video also come as data:/blob: URLs while an upload is previewed.
 */
export default fp(async (app) => {
  // API answers hold confidential data and are each asked afresh: no browser or proxy keeps one.
  // A route that may be kept (image variants, the app's assets) says so itself.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(helmet, helmetOptions);
});

/**
 * The headers every API answer carries, for the answers written on the raw socket before Fastify
 * has a request (errors.ts, sendClientError): helmet run with the same options into a collector,
 * so those answers can never fall behind this list.
 */
export const rawAnswerHeaders: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  helmetMiddleware(helmetOptions)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
})();
