import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { appliedMigrations } from '../backup/schema-version';
import type { Config } from '../config';
import { connect } from '../db/client';
import { EMBEDDED_DATABASE } from '../db/embedded/database-name';
import { isPostmasterOf, postmasterFile } from '../db/embedded/postmaster';
import { startEmbeddedPostgres } from '../db/embedded/start-embedded';
import { migrationsFolder } from '../db/migrate';

export interface LiveDatabase {
  url: string;
  /** Which PostgreSQL it is on, for an operator's messages: 'the running server's embedded PostgreSQL in /srv/data/pg'. */
  server: string;
  /** Stops what was started for the command; the running product's server is left alone. */
  stop(): Promise<void>;
}

/**
 * The product's database for a command that must not stop it (a backup, a check): DATABASE_URL
 * when set; else the embedded cluster in DATA_DIR/pg, reached on the port the running server's
 * PostgreSQL recorded in its own postmaster.pid with the password kept beside the data
 * (`pg.secret`, mode 600, see start-embedded.ts), so no connection detail is written anywhere
 * new; when no server is running, the embedded cluster is started for the command and stopped after.
 * A DATA_DIR without a cluster is refused: nothing is created in it.
 */
export async function liveDatabase(config: Config): Promise<LiveDatabase> {
  if (config.DATABASE_URL) {
    return {
      url: config.DATABASE_URL,
      server: `the PostgreSQL at ${new URL(config.DATABASE_URL).host} (DATABASE_URL)`,
      stop: async () => {},
    };
  }
  const pgDir = path.join(config.dataDir, 'pg');
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new Error(
      `There is no database in ${config.dataDir}: no PostgreSQL cluster in ${pgDir}. ` +
        `Set DATA_DIR to the product's data dir (the server's), or DATABASE_URL.`,
    );
  }
  const port = await runningPort(pgDir);
  if (port) {
    const password = (await readFile(`${pgDir}.secret`, 'utf8')).trim();
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`,
      server: `the running server's embedded PostgreSQL in ${pgDir}`,
      stop: async () => {},
    };
  }
  const cluster = await startEmbeddedPostgres(pgDir);
  return { url: cluster.urlFor(EMBEDDED_DATABASE), server: `the embedded PostgreSQL in ${pgDir}`, stop: () => cluster.stop() };
}

/**
 * The product's database as it is, for a check that must read the real thing (`audit:verify`,
 * `check:consistency`): `liveDatabase`, refused unless the database exists and carries this
 * code's schema. Such a check once opened whatever DATA_DIR it was given, made a new cluster
 * there if there was none, and reported the empty database intact and consistent.
 */
export async function existingDatabase(config: Config): Promise<LiveDatabase> {
  const database = await liveDatabase(config);
  try {
    await requireProductSchema(database);
    return database;
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/** Throws, naming what is missing, unless the database exists and has every migration this code knows (start-up applies them). */
async function requireProductSchema({ url, server }: LiveDatabase): Promise<void> {
  const name = databaseName(url);
  const { pool, close } = connect(url, { max: 1 });
  try {
    const client = await pool.connect().catch((error: unknown) => {
      if (pgCode(error) === '3D000') throw new Error(`There is no database ${name} on ${server}.`);
      throw error;
    });
    try {
      const applied = await appliedMigrations(client).catch((error: unknown) => {
        if (pgCode(error) !== '42P01') throw error;
        return [];
      });
      const known = readMigrationFiles({ migrationsFolder }).length;
      if (applied.length === 0) {
        throw new Error(
          `The database ${name} on ${server} is empty: none of the product's tables (it was never migrated). ` +
            `Point DATA_DIR or DATABASE_URL at the product's database, or start the server on it once.`,
        );
      }
      if (applied.length < known) {
        throw new Error(
          `The database ${name} on ${server} is at migration ${applied.length} and this version of the product has ${known}: ` +
            'start this version of the server on it once (start-up migrates), then run the check again.',
        );
      }
    } finally {
      client.release();
    }
  } finally {
    await close();
  }
}

/** The name a connection URL gives its database. */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const pgCode = (error: unknown) => (error as { code?: string } | undefined)?.code;

/** The port of the PostgreSQL serving `pgDir` when one runs; a pid file left by a crash names none. */
async function runningPort(pgDir: string): Promise<number | undefined> {
  const recorded = await postmasterFile(pgDir);
  if (!recorded?.port) return undefined;
  return (await isPostmasterOf(recorded.pid, pgDir)) ? recorded.port : undefined;
}
