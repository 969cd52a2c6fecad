import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, ErrorResponse, notFound, tooManyAttempts, unauthorized } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { countLoginAttempt, forgiveLogin } from '../../lib/login-throttle';
import { routeOf } from '../../lib/operation-route';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import { checkedNewPassword } from '../../lib/password-rules';
import { createSession, deleteSession, endSessionsOf, findBackOfficeUserByEmail } from '../../lib/session-store';
import { cookieOptions, sessionCookieName, sessionToken } from '../../plugins/session';
import { preferenceRoutes } from './preferences';
import { findPasswordOwner, setPasswordHash } from './queries';
import { authOperations, LoginBody, LogoutResponse, OptionalSessionResponse, SessionQuery, SessionResponse } from '@common/api/auth';

// Spec §8: every login failure reads the same, so nobody learns which emails exist.
const invalidLogin = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { SESSION_TTL_HOURS, LOGIN_RATE_LIMIT_MAX, LOGIN_ADDRESS_RATE_LIMIT_MAX, LOGIN_RATE_LIMIT_WINDOW_SECONDS } = app.config;
  const throttle = {
    perAccount: LOGIN_RATE_LIMIT_MAX,
    perAddress: LOGIN_ADDRESS_RATE_LIMIT_MAX,
    windowSeconds: LOGIN_RATE_LIMIT_WINDOW_SECONDS,
  };

  app.post(
    '/auth/user-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in an administrator; sets the authToken cookie',
        body: LoginBody,
        response: { 200: SessionResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { emailAddress, password } = request.body;
      const wait = await countLoginAttempt(app.db, emailAddress, request.ip, throttle);
      if (wait !== undefined) {
        request.log.warn({ securityEvent: 'login throttled', ip: request.ip }, 'login refused: too many attempts');
        throw tooManyAttempts(wait);
      }
      const found = await findBackOfficeUserByEmail(app.db, emailAddress.trim());
      const ok = await verifyPassword(found?.passwordHash, password);
      if (!found || !ok || !found.canLogIn || !found.isActive) {
        // Who failed is logged for the operator (ASVS 16.3.1), never which check failed to the client.
        request.log.warn({ securityEvent: 'login failed', ip: request.ip, userId: found?.id }, 'login failed');
        throw invalidLogin();
      }
      await forgiveLogin(app.db, emailAddress, request.ip, throttle.windowSeconds);
      if (needsRehash(found.passwordHash!)) await setPasswordHash(app.db, found.id, await hashPassword(password));

      const { passwordHash: _hash, canLogIn: _can, isActive: _active, ...user } = found;
      // A new session id at every login (ASVS 7.2.4): whatever id the browser held before ends here.
      const previous = sessionToken(request);
      if (previous) await deleteSession(app.db, previous);
      const { token, expiresAt } = await createSession(app.db, user.id, SESSION_TTL_HOURS, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(sessionCookieName(request), token, { ...cookieOptions(request), expires: expiresAt });
      request.log.info({ securityEvent: 'login', ip: request.ip, userId: user.id }, 'logged in');
      return { user };
    },
  );

  app.post(
    '/auth/user-logout',
    {
      schema: { tags: ['auth'], summary: 'End the current session', response: { 200: LogoutResponse } },
      config: { public: true },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await deleteSession(app.db, token);
      if (request.user) request.log.info({ securityEvent: 'logout', ip: request.ip, userId: request.user.id }, 'logged out');
      reply.clearCookie(sessionCookieName(request), cookieOptions(request));
      return { loggedOut: true };
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is logged in (401 when nobody is, or { user: null } with optional=true)',
        querystring: SessionQuery,
        response: { 200: OptionalSessionResponse, 401: ErrorResponse },
      },
      // Public so that the optional check can answer; without it, nobody logged in is still a 401.
      config: { public: true },
    },
    async (request) => {
      if (!request.user && !request.query.optional) throw unauthorized();
      return { user: request.user };
    },
  );

  app.route({
    ...routeOf(authOperations.resetPassword, ['auth'], { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const { userId, newPassword } = request.body;
      const passwordHash = await hashPassword(checkedNewPassword(newPassword, 'newPassword'));
      return auditedWrite(app.db, request.user, async (tx, audit) => {
        const owner = await findPasswordOwner(tx, userId);
        if (!owner) throw notFound('User');
        await setPasswordHash(tx, userId, passwordHash);
        const endedSessions = await endSessionsOf(tx, userId, sessionToken(request));
        // Neither the password nor its hash is recorded: the entry only says that it changed.
        await audit({
          entityType: 'user',
          entityId: userId,
          userId,
          description: `Reset the password of user '${owner.firstName} ${owner.lastName}'; ended ${endedSessions} other session${endedSessions === 1 ? '' : 's'}`,
        });
        return { userId, endedSessions };
      });
    },
  });

  await app.register(preferenceRoutes);
};
