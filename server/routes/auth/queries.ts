import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userPreferences, users } from '../../db/schema';

/** The person whose password is reset, named as the audit entry reads it; undefined if unknown. */
export async function findPasswordOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The password is not one of the fields User Details edits, so setting it leaves the user's
 * version (updated_at) alone: the form open beside the reset-password form still saves.
 */
export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The user's saved preferences, or undefined when they never saved any. */
export async function findPreferences(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ preferences: userPreferences.preferences, updatedAt: userPreferences.updatedAt })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row;
}

/** Replaces the user's preferences whole; one statement, so two saves at once leave one of them, never a mix. */
export async function savePreferences(db: DbOrTx, userId: number, preferences: Record<string, unknown>) {
  const now = new Date();
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, preferences, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences, updatedAt: now } })
    .returning({ preferences: userPreferences.preferences, updatedAt: userPreferences.updatedAt });
  return row;
}
