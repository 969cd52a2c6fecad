import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Config } from './config';
import { verifyPassword } from './lib/passwords';
import { createStorage } from './storage';
import { findBackOfficeUserByEmail } from './lib/session-store';
import { connect, type Database, type Db } from './db/client';
import { EMBEDDED_DATABASE } from './db/embedded/database-name';
import { startEmbeddedPostgres } from './db/embedded/start-embedded';
import { runMigrations } from './db/migrate';
import { userRoleTypes, users } from './db/schema';
import { DEMO_ADMIN, DEMO_SUPPORT } from './demo/demo-data';
import { isEmpty, seedDemo } from './demo/demo';

export interface OpenedDatabase {
  url: string;
  description: string;
  /** Printed at start-up when the demo admin still exists (never in production). */
  demoLogin?: { email: string; password: string };
  stop(): Promise<void>;
}

/**
 * Makes the database ready to serve: starts the embedded PostgreSQL unless DATABASE_URL names
 * a server, applies migrations, and loads the demo data into an empty database.
 * In production nothing is seeded, and start-up stops unless some administrator can log in and
 * no demo account still logs in with its published password.
 * With `prepare: false` (the admin:create command) it only starts and migrates.
 */
export async function openDatabase(
  config: Config,
  { prepare = true, log = () => {} }: { prepare?: boolean; log?: (m: string) => void } = {},
): Promise<OpenedDatabase> {
  let url = config.DATABASE_URL;
  let stop = async () => {};
  let description = `external PostgreSQL at ${url ? new URL(url).host : ''}`;
  if (!url) {
    const dir = path.join(config.dataDir, 'pg');
    const cluster = await startEmbeddedPostgres(dir, log);
    stop = () => cluster.stop();
    try {
      await createDatabaseIfMissing(cluster.url, EMBEDDED_DATABASE);
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    url = cluster.urlFor(EMBEDDED_DATABASE);
    description = `embedded PostgreSQL in ${dir}`;
  }

  const database = connect(url, { max: 2 });
  try {
    const demoLogin = await prepareData(database, config, prepare);
    return { url, description, demoLogin, stop };
  } catch (error) {
    // The pool goes first: stopping the server under idle connections would make them error.
    await database.close();
    await stop();
    throw error;
  } finally {
    if (!database.pool.ended) await database.close();
  }
}

/** Migrations, then (when preparing) the demo data, or in production the checks of who can log in. */
async function prepareData({ db, pool }: Database, config: Config, prepare: boolean): Promise<OpenedDatabase['demoLogin']> {
  await runMigrations(pool);
  if (!prepare) return undefined;
  const production = config.NODE_ENV === 'production';
  if (!production && config.SEED_DEMO && (await isEmpty(db))) await seedDemo(db, createStorage(config));
  if (production) {
    await refuseDefaultLogins(db);
    return undefined;
  }
  if (await demoPasswordWorks(db, DEMO_ADMIN)) return { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
  return undefined;
}

/**
 * Production needs an administrator who can log in, and none of the demo logins: their passwords
 * are in the README and the source, so a database that was once seeded (a demo promoted to
 * production, a restored demo backup) would open to anyone.
 */
async function refuseDefaultLogins(db: Db): Promise<void> {
  if (!(await someAdminCanLogIn(db))) {
    throw new Error(
      'No administrator can log in, and production never starts with a default password. ' +
        'Create one first: npm run admin:create -- --email you@example.com',
    );
  }
  for (const [account, role] of [
    [DEMO_ADMIN, ''],
    [DEMO_SUPPORT, ' --role support'],
  ] as const) {
    if (await demoPasswordWorks(db, account)) {
      throw new Error(
        `The demo account ${account.email} still logs in with its published password, and production never starts with a default password. ` +
          `Give it a new one, printed once: npm run admin:create -- --email ${account.email}${role} (or deactivate the account).`,
      );
    }
  }
}

async function createDatabaseIfMissing(maintenanceUrl: string, name: string): Promise<void> {
  const admin = connect(maintenanceUrl, { max: 1 });
  try {
    const { rows } = await admin.pool.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await admin.pool.query(`create database "${name}"`);
  } finally {
    await admin.close();
  }
}

async function someAdminCanLogIn(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(users)
    .innerJoin(userRoleTypes, eq(users.userRoleTypeId, userRoleTypes.id))
    .where(and(eq(userRoleTypes.canUseBackOffice, true), eq(users.isActive, true), isNotNull(users.passwordHash)));
  return row.n > 0;
}

/** Whether a demo login (printed at start-up, written in the README) still works: it may have been changed. */
async function demoPasswordWorks(db: Db, account: { email: string; password: string }): Promise<boolean> {
  const found = await findBackOfficeUserByEmail(db, account.email);
  return Boolean(found?.canLogIn && found.isActive && (await verifyPassword(found.passwordHash, account.password)));
}
