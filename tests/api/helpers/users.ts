import { asc, eq } from 'drizzle-orm';
import type { App } from '../../../server/app';
import { users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/lib/passwords';

/** A demo person of a role type (1 admin, 5 buyer, 6 agent), by id order; the demo admin is the first admin. */
export async function demoUserOfRole(app: App, userRoleTypeId: number, nth = 0) {
  const rows = await app.db
    .select({ id: users.id, emailAddress: users.emailAddress })
    .from(users)
    .where(eq(users.userRoleTypeId, userRoleTypeId))
    .orderBy(asc(users.id));
  if (!rows[nth]) throw new Error(`the demo data has no user #${nth} of role type ${userRoleTypeId}`);
  return rows[nth];
}

/** Demo people other than the demo admin have no password: give one, as an admin would. */
export async function givePassword(app: App, userId: number, password: string): Promise<void> {
  await app.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, userId));
}

export async function setActive(app: App, userId: number, isActive: boolean): Promise<void> {
  await app.db.update(users).set({ isActive }).where(eq(users.id, userId));
}
