import { existsSync } from 'node:fs';
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
  /** Nobody can log in yet (an empty database left unseeded): start-up says how to make the first administrator. */
  noAdmin?: boolean;
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
  {
    prepare = true,
    log = () => {},
    progress = () => {},
  }: {
    prepare?: boolean;
    log?: (m: string) => void;
    /** What start-up is doing, a line per step, for the long first start (`npm start` prints them). */
    progress?: (step: string) => void;
  } = {},
): Promise<OpenedDatabase> {
  let url = config.DATABASE_URL;
  let stop = async () => {};
  let description = `external PostgreSQL at ${url ? new URL(url).host : ''}`;
  if (!url) {
    const dir = path.join(config.dataDir, 'pg');
    progress(
      existsSync(path.join(dir, 'PG_VERSION'))
        ? 'Starting the embedded PostgreSQL...'
        : `Initialising a new embedded PostgreSQL in ${dir}...`,
    );
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
    const { demoLogin, noAdmin } = await prepareData(database, config, prepare, progress);
    return { url, description, demoLogin, noAdmin, stop };
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
async function prepareData(
  { db, pool }: Database,
  config: Config,
  prepare: boolean,
  progress: (step: string) => void,
): Promise<Pick<OpenedDatabase, 'demoLogin' | 'noAdmin'>> {
  progress('Applying database migrations...');
  await runMigrations(pool);
  if (!prepare) return {};
  const production = config.NODE_ENV === 'production';
  const empty = await isEmpty(db);
  if (!production && config.SEED_DEMO && empty) {
    progress('Loading the demo data and drawing its pictures (about 15 s, on the first start only)...');
    await seedDemo(db, createStorage(config));
  }
  if (production) {
    await refuseDefaultLogins(db);
    return {};
  }
  if (await demoPasswordWorks(db, DEMO_ADMIN)) return { demoLogin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } };
  return { noAdmin: !config.SEED_DEMO && empty };
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
