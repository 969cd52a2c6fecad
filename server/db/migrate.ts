import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { syncChecklistTemplates } from '../data-rooms/sync-templates';
import type { Db } from './client';

// Beside this file, and beside each bundle in the build: scripts/build-server.ts puts every bundle at
// the top of dist-server/ and copies the folder there, so this one line holds for both.
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every pending SQL migration, then writes the checklist templates kept in code
 * (server/data-rooms); safe to call on each start.
 */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
  await syncChecklistTemplates(db);
}
