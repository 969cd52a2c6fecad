import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../../../server/app';
import { activity, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/lib/passwords';
import { removalOf } from './added-rows';

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
  await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

export async function setActive(app: App, userId: number, isActive: boolean): Promise<void> {
  await app.db.update(users).set({ isActive }).where(eq(users.id, userId));
}

/** What PUT /users/?id= takes, as GET /users/{id} answered it: a body that changes nothing. */
export const editableFields = (user: Record<string, unknown>) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  emailAddress: user.emailAddress,
  cellNumber: user.cellNumber,
  userRoleTypeId: user.userRoleTypeId,
  agencyId: user.agencyId,
  sellerCompanyId: user.sellerCompanyId,
  companyName: user.companyName,
  notes: user.notes,
});

let madeUp = 0;
/** A valid POST /users body; each test overrides what it is about. Emails are unique per call. */
export function newUserBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  madeUp += 1;
  return {
    userId: 3,
    firstName: 'Thandi',
    lastName: `Testperson${madeUp}`,
    emailAddress: `thandi.test${madeUp}.${process.pid}@example.org`,
    cellNumber: '082 555 0101',
    userRoleTypeId: 5,
    notes: 'Added by a test.',
    ...overrides,
  };
}

/** Inserts buyers with these last names straight into the table; resolves to their removal. */
export async function addUsersNamed(app: App, lastNames: string[]): Promise<() => Promise<void>> {
  const added = await app.db
    .insert(users)
    .values(
      lastNames.map((lastName, i) => ({
        firstName: 'Added',
        lastName,
        emailAddress: `added${i}.${Date.now()}@example.org`,
        userRoleTypeId: 5,
      })),
    )
    .returning({ id: users.id });
  return removalOf(app, users, added);
}

/** The audit entries recorded about one user, oldest first. */
export const auditEntriesAbout = (app: App, userId: number) =>
  app.db
    .select()
    .from(activity)
    .where(and(eq(activity.source, 'audit'), eq(activity.entityType, 'user'), eq(activity.entityId, String(userId))))
    .orderBy(asc(activity.id));
