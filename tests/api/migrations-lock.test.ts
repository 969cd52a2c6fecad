import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect, type Database } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { adminUrlFor, dropDatabase, runAdmin } from './setup/databases';

// Issue 17 'migrations on deploy': several processes starting at once on an empty database.
// Without the advisory lock, two of them create the same tables and all but one fail.

const name = `bo_migrate_${randomBytes(6).toString('hex')}`;
const databases: Database[] = [];
afterAll(async () => {
  await Promise.all(databases.map((d) => d.close()));
  await dropDatabase(inject('maintenanceUrl'), name);
});

describe('migrations on deploy', () => {
  it('lets one of four processes starting together migrate while the others wait, then all start', async () => {
    await runAdmin(inject('maintenanceUrl'), `create database "${name}"`);
    for (let i = 0; i < 4; i++) databases.push(connect(adminUrlFor(inject('maintenanceUrl'), name), { max: 2 }));
    await Promise.all(databases.map((d) => runMigrations(d.pool)));

    const journal = (await import('../../server/db/migrations/meta/_journal.json', { with: { type: 'json' } })).default;
    const { rows } = await databases[0].pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0].n).toBe(journal.entries.length);
    const locks = await databases[0].pool.query(
      `select 1 from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = $1)`,
      [name],
    );
    expect(locks.rows).toEqual([]);
  });
});
