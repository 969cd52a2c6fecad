import fp from 'fastify-plugin';
import { AppError } from '../errors';

/**
 * Answers only requests addressed to a host of ALLOWED_HOSTS (by `Host`, or `X-Forwarded-Host`
 * from a trusted proxy): the rest get 421 before any session, body or route is looked at. The
 * same-origin check compares `Origin` with the host the request names, so a page on a name the
 * attacker points at this server (DNS rebinding) would otherwise be our own origin, and could log
 * in, read and write. Registered before every other hook that does work, the admin app's files
 * included.
 */
export default fp(async (app) => {
  const allowed = new Set(app.config.allowedHosts);
  app.addHook('onRequest', async (request) => {
    // Without its port; an IPv6 address keeps its brackets, as ALLOWED_HOSTS holds it.
    const host = request.hostname.toLowerCase();
    if (allowed.has(host)) return;
    request.log.warn(
      { securityEvent: 'request refused', status: 421, host, route: `${request.method} ${request.url.split('?')[0]}`, ip: request.ip },
      'request for a host not in ALLOWED_HOSTS',
    );
    // The name is in the log for the operator, not echoed to the client.
    throw new AppError(421, 'MISDIRECTED_REQUEST', 'This server does not answer for that host name');
  });
});
