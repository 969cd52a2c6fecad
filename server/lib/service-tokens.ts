import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { serviceTokens } from '../db/schema';
import { hashToken } from './session-store';

/** A new token for another system; only its hash is stored, so it is shown once. */
export async function createServiceToken(db: DbOrTx, name: string): Promise<string> {
  const token = `bo_${randomBytes(32).toString('base64url')}`;
  await db.insert(serviceTokens).values({ name, tokenHash: hashToken(token) });
  return token;
}

/** Revokes every live token of that name; returns how many. */
export async function revokeServiceTokens(db: DbOrTx, name: string): Promise<number> {
  const revoked = await db
    .update(serviceTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(serviceTokens.name, name), isNull(serviceTokens.revokedAt)))
    .returning({ id: serviceTokens.id });
  return revoked.length;
}

/** The live token presented, if any; its last use is recorded. */
export async function findServiceToken(db: DbOrTx, token: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .update(serviceTokens)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(serviceTokens.tokenHash, hashToken(token)), isNull(serviceTokens.revokedAt)))
    .returning({ id: serviceTokens.id, name: serviceTokens.name });
  return row;
}
