import { SUPPORT_ROLE_TYPE } from '@common/role-types';
import { hashPassword } from '../lib/passwords';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { DEMO_SUPPORT } from './demo-data';

/** A support login for the demo, so the read-only back-office can be tried at once. */
export async function seedDemoSupport(tx: DbOrTx): Promise<void> {
  await tx.insert(users).values({
    firstName: DEMO_SUPPORT.firstName,
    lastName: DEMO_SUPPORT.lastName,
    emailAddress: DEMO_SUPPORT.email,
    userRoleTypeId: SUPPORT_ROLE_TYPE,
    passwordHash: await hashPassword(DEMO_SUPPORT.password),
  });
}
