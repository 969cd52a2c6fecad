import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../errors';
import { endSessionsOf } from '../../lib/session-store';
import { OWN_DEACTIVATION_REFUSED } from '@common/api/users';
import type { UserRecord } from './writes';

/**
 * Users are deactivated, never deleted (docs/security.md). An admin who switched off their own
 * account would be locked out the moment they saved, so that is refused before anything is read.
 */
export function refuseOwnDeactivation(actorId: number, userId: number, isActive: boolean | undefined): void {
  if (isActive === false && actorId === userId) {
    throw badRequest(OWN_DEACTIVATION_REFUSED, { isActive: 'cannot be switched off for your own account' });
  }
}

/**
 * What a save did to the user's access, as its audit entry says it; undefined when Active did
 * not change. Deactivating deletes the user's sessions in the same transaction: the session
 * lookup already refuses an inactive user, but a session left in place would come back to life
 * if they were reactivated.
 */
export async function accessChange(tx: DbOrTx, before: UserRecord, after: UserRecord, name: string): Promise<string | undefined> {
  if (before.isActive === after.isActive) return undefined;
  if (after.isActive) return `Reactivated user '${name}'`;
  await endSessionsOf(tx, after.id);
  return `Deactivated user '${name}' and ended their sessions`;
}
