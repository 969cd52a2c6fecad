import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../db/migrate';
import { BackupRefused, type AppliedMigration } from './archive-format';

/** drizzle's record of applied migrations (server/db/migrate.ts runs drizzle's migrator). */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** The schema version of the database: its applied migrations, oldest first. */
export async function appliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  const { rows } = await client.query<{ id: number; hash: string; createdAt: string }>(
    `select id, hash, created_at::text as "createdAt" from ${MIGRATIONS_TABLE} order by created_at, id`,
  );
  return rows.map((row) => ({ id: row.id, hash: row.hash, createdAt: Number(row.createdAt) }));
}

/**
 * The migrations of this code that bring an empty database to the archive's schema: the
 * archive's must be the first of ours, hash for hash. An archive from a newer product (or
 * another branch) is refused, since its rows may not fit any schema this code can build.
 */
export function migrationsUpTo(archived: AppliedMigration[]): MigrationMeta[] {
  const ours = readMigrationFiles({ migrationsFolder });
  if (archived.length > ours.length) {
    throw new BackupRefused(
      `The archive was made by a newer version of the product (schema at migration ${archived.length}, this code knows ${ours.length}): ` +
        'restore it with that version or a later one.',
    );
  }
  archived.forEach((migration, index) => {
    if (ours[index].hash !== migration.hash || ours[index].folderMillis !== migration.createdAt) {
      throw new BackupRefused(
        `The archive's schema differs from this code's at migration ${index + 1}: it was made by another version of the product.`,
      );
    }
  });
  return ours.slice(0, archived.length);
}

/**
 * Applies `migrations` as drizzle's migrator would, on `client` inside the caller's transaction
 * (drizzle's own runs in a transaction of its own), and records them with the archive's ids,
 * so a failed restore leaves an empty database and a later start-up applies only newer ones.
 */
export async function applyMigrations(client: pg.ClientBase, migrations: MigrationMeta[], archived: AppliedMigration[]): Promise<void> {
  await client.query('create schema if not exists drizzle');
  await client.query(`create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
  }
  for (const { id, hash, createdAt } of archived) {
    await client.query(`insert into ${MIGRATIONS_TABLE} (id, hash, created_at) values ($1, $2, $3)`, [id, hash, createdAt]);
  }
}
