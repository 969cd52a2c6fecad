import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ADMIN_ROLE_TYPE, SUPPORT_ROLE_TYPE } from '@common/role-types';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { runWithDatabase } from './run-with-database';

const USAGE = `Creates an administrator (or support staff), or resets an existing one's password, role and re-activates them.

  npm run admin:create -- --email you@example.com [--role admin|support] [--first-name Ada] [--last-name Lovelace] [--password ...]

--role support makes a read-only login: it sees everything, changes nothing and downloads nothing private.

Without --password a strong random password is generated and printed once.
Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (stop the server first).`;

const ROLES = { admin: { id: ADMIN_ROLE_TYPE, name: 'administrator' }, support: { id: SUPPORT_ROLE_TYPE, name: 'support user' } };
const MIN_PASSWORD_LENGTH = 12;

function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Admin' },
      'last-name': { type: 'string', default: 'User' },
      password: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      help: { type: 'boolean', default: false },
    },
  });
  const email = values.email?.trim();
  const role = ROLES[values.role as keyof typeof ROLES] as (typeof ROLES)[keyof typeof ROLES] | undefined;
  if (values.help || !email || !/^\S+@\S+\.\S+$/.test(email) || !role) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const password = values.password ?? randomBytes(15).toString('base64url');
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    process.exit(1);
  }

  runWithDatabase(false, async (db) => {
    const passwordHash = await hashPassword(password);
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.emailAddress}) = lower(${email})`);
    if (existing) {
      await db
        .update(users)
        .set({ passwordHash, userRoleTypeId: role.id, isActive: true, updatedAt: new Date() })
        .where(sql`${users.id} = ${existing.id}`);
      console.log(`Reset the password of ${email} and made them an active ${role.name}.`);
    } else {
      await db.insert(users).values({
        emailAddress: email,
        firstName: values['first-name'],
        lastName: values['last-name'],
        userRoleTypeId: role.id,
        passwordHash,
      });
      console.log(`Created ${role.name} ${email}.`);
    }
    if (!values.password) console.log(`Password (shown once): ${password}`);
  });
}

main();
