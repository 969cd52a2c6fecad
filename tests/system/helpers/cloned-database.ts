import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { adminUrlFor, dropDatabase, runAdmin } from '../../api/setup/databases';
import { linkStoredFiles } from '../../api/setup/stored-files';

export interface ClonedDatabase {
  /** DATABASE_URL of a copy of the migrated, demo-seeded template. */
  url: string;
  /** A DATA_DIR holding the demo files the copy's rows name. */
  dataDir: string;
  /** Drops the database and removes the DATA_DIR (servers on them must be stopped first). */
  remove(): Promise<void>;
}

/**
 * A database of the test cluster cloned from the template, and a DATA_DIR with its files, for a
 * server process (DATABASE_URL): starts in a second instead of initdb, migrations and seeding.
 * `dataDir` may be given (an existing directory, e.g. a small mount) instead of a new temp dir.
 */
export async function cloneDatabase(dataDir?: string): Promise<ClonedDatabase> {
  const maintenanceUrl = inject('maintenanceUrl');
  const name = `bo_system_${randomBytes(6).toString('hex')}`;
  await runAdmin(maintenanceUrl, `create database "${name}" template "${inject('templateDatabase')}"`);
  const own = !dataDir;
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'bo-system-')));
  if (own) await chmod(dir, 0o755);
  await linkStoredFiles(inject('templateDataDir'), dir);
  return {
    url: adminUrlFor(maintenanceUrl, name),
    dataDir: dir,
    async remove() {
      await dropDatabase(maintenanceUrl, name);
      if (own) await rm(dir, { recursive: true, force: true });
    },
  };
}
