import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../errors';
import { sessionCache } from '../lib/session-cache';
import { findSessionUser, type SessionUser } from '../lib/session-store';

const SESSION_COOKIE = 'authToken';

/** Whether the request came over HTTPS (as the proxy says, with TRUST_PROXY): the cookie's name and Secure follow it. */
const overHttps = (request: FastifyRequest) => request.protocol === 'https';

/**
 * The session cookie's name for this request: behind HTTPS it carries the __Host- prefix, which
 * browsers accept only when Secure, for path / and with no Domain, so no sibling host and no
 * plain-HTTP page can set or shadow it (ASVS 3.3.1). Over plain HTTP (development) the spec's name.
 */
export const sessionCookieName = (request: FastifyRequest) => (overHttps(request) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** How the session cookie is set and cleared (a __Host- cookie is only accepted, or removed, when Secure). */
export const cookieOptions = (request: FastifyRequest) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: overHttps(request) }) as const;

/** The session token the request carries, under the name its protocol calls for. */
export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[sessionCookieName(request)];

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in admin: the actor of every write. Set for every non-public route. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login, session check, API docs). */
    public?: boolean;
    /**
     * Called by another system with a bearer service token instead of a session; the route
     * checks the token itself. No cookie is involved, so there is no cross-site risk to check.
     */
    serviceToken?: boolean;
    /**
     * A POST that only reads (the spec's API fetches some records by POST): it may use a
     * session remembered a moment ago, and it clears no caches the way a write does.
     */
    readOnly?: boolean;
    /**
     * Serves a confidential file (data room, NDA, an original upload). Support staff may see
     * that it exists but not fetch it.
     */
    privateFile?: boolean;
    /**
     * Writes only the caller's own settings of the app (preferences), no business data: support
     * staff may send it, the one write they may make besides logging out.
     */
    ownSettings?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether this request may change data: caches of what it could change are dropped after it. */
export function isWrite(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method) && !request.routeOptions.config.readOnly;
}

/**
 * Default-deny access: every API route needs a live session unless it declares
 * `config: { public: true }`. State-changing requests must also come from our own origin
 * (or one listed in ALLOWED_ORIGINS), so no other site can post with an admin's cookie.
 * Both run before the body is read, so an outsider learns nothing from validation errors.
 */
export default fp<{ allowedOrigins: string[]; sessionCacheMs: number; idleMinutes: number }>(
  async (app, { allowedOrigins, sessionCacheMs, idleMinutes }) => {
    app.decorateRequest('user', null);
    const recent = sessionCache({ ttlMs: sessionCacheMs });
    /** Requests whose session cookie was looked up: a cross-site refusal comes before that. */
    const looked = new WeakSet<FastifyRequest>();
    // After a write's transaction committed and before its client hears back (as the list count cache does).
    app.addHook('onSend', async (request) => {
      if (isWrite(request)) recent.clear();
    });

    // Every refusal is a security event for the operator (ASVS 16.3.2, 16.3.3): who, from where,
    // which route, and whether a session cookie came with it (none, one naming no live session:
    // expired, idle, ended or forged, or one not looked up: refused before that). The client's
    // answer says none of this.
    app.addHook('onError', async (request, _reply, error) => {
      if (!(error instanceof AppError) || (error.status !== 401 && error.status !== 403)) return;
      const cookie = sessionToken(request);
      request.log.warn(
        {
          securityEvent: 'request refused',
          status: error.status,
          code: error.code,
          route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
          ip: request.ip,
          userId: request.user?.id,
          session: !cookie ? 'none' : !looked.has(request) ? 'not checked' : request.user ? 'live' : 'not live',
        },
        error.message,
      );
    });

    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      if (request.routeOptions.config.serviceToken) return;
      if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request, allowedOrigins);
      const token = sessionToken(request);
      if (token) {
        request.user = await sessionUser(token, !isWrite(request));
        looked.add(request);
      }
      if (!request.user && !request.routeOptions.config.public) throw unauthorized();
      if (request.user?.readOnly) assertReadOnlyMay(request);
    });

    /** Reads may use a session seen a moment ago; a write always checks the session afresh. */
    async function sessionUser(token: string, isRead: boolean): Promise<SessionUser | null> {
      const find = () => findSessionUser(app.db, token, idleMinutes);
      return (await (isRead ? recent.lookup(token, find) : find())) ?? null;
    }
  },
);

/** Support staff read everything but change nothing and download nothing private. Logging out and saving their own preferences are allowed. */
function assertReadOnlyMay(request: FastifyRequest): void {
  const { config } = request.routeOptions;
  if (config.public || config.ownSettings) return;
  if (isWrite(request)) throw new AppError(403, 'READ_ONLY', 'Support staff can view but not change anything');
  if (config.privateFile) throw new AppError(403, 'READ_ONLY', 'Support staff cannot download private files');
}

function assertSameOrigin(request: FastifyRequest, allowedOrigins: string[]): void {
  const origin = request.headers.origin;
  if (origin) {
    const own = `${request.protocol}://${request.host}`;
    if (origin !== own && !allowedOrigins.includes(origin)) throw forbidden('Cross-site request refused');
    return;
  }
  // Browsers that omit Origin still say where a request came from.
  if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site request refused');
}
