import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

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
