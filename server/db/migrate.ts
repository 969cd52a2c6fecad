import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { syncChecklistTemplates } from './reference/sync-checklist-templates';
import * as schema from './schema';

/** The advisory lock key of migrations ('migr' in ASCII): one process migrates at a time. */
const MIGRATION_LOCK = 0x6d696772;

// Beside this file, and beside each bundle in the build: scripts/build-server.ts puts every bundle at
// the top of dist-server/ and copies the folder there, so this one line holds for both.
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every pending SQL migration, then writes the checklist templates kept in code
 * (server/data-rooms); safe to call on each start. Processes starting together (a deploy of N)
 * take turns under a session advisory lock: the first migrates, the others wait for it and then
 * find nothing to do. The lock ends with its connection if the process dies.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const locked = drizzle({ client, schema, casing: 'snake_case' });
    await migrate(locked, { migrationsFolder });
    await syncChecklistTemplates(locked);
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    client.release();
  } catch (error) {
    // Released with the error, the connection closes, and its lock goes with it.
    client.release(error as Error);
    throw error;
  }
}
