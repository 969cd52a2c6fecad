import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sessions, userRoleTypes, users } from '../db/schema';
import { preparedCache } from './prepared-cache';

export interface SessionUser {
  id: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  userRoleTypeId: number;
  userRoleType: string;
  /** Support staff: every write and every private download answers 403 (plugins/session.ts). */
  readOnly: boolean;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const sessionUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  emailAddress: users.emailAddress,
  userRoleTypeId: users.userRoleTypeId,
  userRoleType: userRoleTypes.title,
  readOnly: userRoleTypes.readOnly,
};

/** Finds a person who may log in to the back-office, with their password hash. */
export async function findBackOfficeUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash, canLogIn: userRoleTypes.canUseBackOffice, isActive: users.isActive })
    .from(users)
    .innerJoin(userRoleTypes, eq(users.userRoleTypeId, userRoleTypes.id))
    .where(sql`lower(${users.emailAddress}) = lower(${email})`);
  return row;
}

/** Creates a session and returns the cookie value; only its hash is stored. */
export async function createSession(
  db: DbOrTx,
  userId: number,
  ttlHours: number,
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 500) });
  return { token, expiresAt };
}

// Every request runs this: its SQL is built once (building it cost twice the CPU of running it)
// and it is a named statement, parsed and planned once per connection (see docs/decisions.md).
const builtSessionQueries = preparedCache<ReturnType<typeof buildSessionUserQuery>>();
const buildSessionUserQuery = (db: DbOrTx) =>
  db
    .select({ ...sessionUserColumns, lastSeenAt: sessions.lastSeenAt, tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .innerJoin(userRoleTypes, eq(users.userRoleTypeId, userRoleTypes.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        eq(users.isActive, true),
        eq(userRoleTypes.canUseBackOffice, true),
      ),
    )
    .prepare('session_user');
const sessionUserQuery = (db: DbOrTx) => builtSessionQueries(db, 'session user', () => buildSessionUserQuery(db));

/**
 * The live session's user, or undefined. A session dies with its expiry, after `idleMinutes`
 * without a request (ASVS 7.3.1), and the moment its user is deactivated or moved to a role that
 * may not use the back-office. Activity is recorded at most once a minute, so the idle timeout
 * is exact to that minute.
 */
export async function findSessionUser(db: DbOrTx, token: string, idleMinutes: number): Promise<SessionUser | undefined> {
  const now = new Date();
  const idleSince = new Date(now.getTime() - idleMinutes * 60_000);
  const [row] = await sessionUserQuery(db).execute({ tokenHash: hashToken(token), now, idleSince });
  if (!row) return undefined;
  const { lastSeenAt, tokenHash, ...user } = row;
  // Record activity at most once a minute rather than writing on every request.
  if (Date.now() - lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
  }
  return user;
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Ends every session of a user but `keepToken`'s, if given (the admin's own, when they reset
 * their own password). The rows go, not just their use: a password reset must log out whoever
 * knew the old one, and a deactivated user reactivated later gets none of them back. Answers how
 * many ended.
 */
export async function endSessionsOf(db: DbOrTx, userId: number, keepToken?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined))
    .returning({ userId: sessions.userId });
  return ended.length;
}
