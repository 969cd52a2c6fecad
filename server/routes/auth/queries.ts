import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/session-store';

/** The person whose password is reset, named as the audit entry reads it; undefined if unknown. */
export async function findPasswordOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Ends every session of a user but `keepToken`'s (the admin's own, when they reset their own
 * password), so whoever knew the old password is logged out. Answers how many ended.
 */
export async function endOtherSessions(db: DbOrTx, userId: number, keepToken: string | undefined): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined))
    .returning({ userId: sessions.userId });
  return ended.length;
}
