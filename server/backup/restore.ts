import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Measure } from '../storage/measure';
import { BackupRefused, fileEntry, tableEntry, type FileManifest, type Manifest, type TableManifest } from './archive-format';
import { archiveEntries } from './archive-io';
import { countRows, isEmptyDatabase, listTables, resetSequences } from './catalog';
import { restoreStoredFile } from './file-copy';
import { applyMigrations, migrationsUpTo } from './schema-version';
import { verifyArchive } from './verify-archive';

export interface RestoreOptions {
  archive: string;
  /** An empty database: nothing of ours in it yet. */
  databaseUrl: string;
  /** DATA_DIR/files of the restored product: absent or empty. */
  filesRoot: string;
}

export interface RestoreSummary {
  rows: number;
  files: number;
  manifest: Manifest;
}

/**
 * Brings an archive back into an empty database and an empty file store: the archive is
 * checked whole first (verify-archive.ts), then, in one transaction, the schema is built by the
 * migrations of the archive's version, every table is loaded as it was, the sequences continue
 * after the loaded ids and the counts are checked; the files are written (each checked against
 * its SHA-256) before that transaction commits. Any failure rolls the database back and removes
 * the files written, so the target is left empty, never half restored.
 */
export async function restoreBackup({ archive, databaseUrl, filesRoot }: RestoreOptions): Promise<RestoreSummary> {
  await assertEmptyDirectory(filesRoot);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let manifest: Manifest;
  try {
    if (!(await isEmptyDatabase(client))) {
      throw new BackupRefused(
        `The database ${client.database ?? ''} is not empty: a restore goes only into an empty database, so nothing is overwritten.`,
      );
    }
    manifest = await verifyArchive(archive);
    const migrations = migrationsUpTo(manifest.migrations);
    await client.query('begin');
    try {
      await loadInto(client, archive, manifest, migrations, filesRoot);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      await emptyDirectory(filesRoot);
      throw error;
    }
  } finally {
    await client.end();
  }
  return { rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0), files: manifest.files.length, manifest };
}

async function loadInto(
  client: pg.Client,
  archive: string,
  manifest: Manifest,
  migrations: ReturnType<typeof migrationsUpTo>,
  filesRoot: string,
): Promise<void> {
  // Rows load as they were: no foreign-key checks mid-load (tables arrive in name order) and no
  // user triggers (the activity table's audit hash chain must keep the archive's hashes, not
  // compute new ones). The counts and the file rows are checked after the load instead.
  await client.query('set local session_replication_role = replica').catch((error: pg.DatabaseError) => {
    if (error.code !== '42501') throw error;
    throw new BackupRefused(
      'Restoring needs a superuser, or a role granted SET ON PARAMETER session_replication_role, to load rows without re-running triggers.',
    );
  });
  await applyMigrations(client, migrations, manifest.migrations);
  await assertSameTables(client, manifest.tables);
  // The migrations insert reference data; the archive's rows replace it.
  const names = manifest.tables.map((t) => client.escapeIdentifier(t.name));
  if (names.length > 0) await client.query(`truncate ${names.join(', ')}`);

  const tables = new Map(manifest.tables.map((t) => [tableEntry(t.name), t]));
  const files = new Map(manifest.files.map((f) => [fileEntry(f.key), f]));
  for await (const entry of archiveEntries(archive)) {
    const table = tables.get(entry.name);
    const file = files.get(entry.name);
    if (table) await loadTable(client, table, entry.bytes);
    else if (file) await restoreStoredFile(filesRoot, file, entry.bytes);
    else await pipeline(entry.bytes, new Writable({ write: (_chunk, _encoding, done) => done() }));
  }

  for (const table of manifest.tables) {
    const rows = await countRows(client, table.name);
    if (rows !== table.rows) throw new Error(`${table.name} has ${rows} rows after loading, but the archive holds ${table.rows}.`);
  }
  await assertFileRows(client, manifest.files);
  await resetSequences(client);
}

async function loadTable(client: pg.Client, table: TableManifest, source: Readable): Promise<void> {
  const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
  const measure = new Measure(table.bytes);
  await pipeline(source, measure, client.query(copyFrom(`copy ${client.escapeIdentifier(table.name)} (${columns}) from stdin`)));
  if (measure.digest() !== table.sha256)
    throw new BackupRefused(`The archive is damaged: ${tableEntry(table.name)} changed while it was read.`);
}

/** The schema the migrations built must be the one the archive was taken from, column for column. */
async function assertSameTables(client: pg.Client, archived: TableManifest[]): Promise<void> {
  const describe = (tables: { name: string; columns: string[] }[]) =>
    tables
      .map((t) => `${t.name}(${t.columns.join(',')})`)
      .sort()
      .join(' ');
  const built = describe(await listTables(client));
  if (built !== describe(archived)) {
    throw new BackupRefused("The archive's tables differ from those its schema version builds: it was not written by this product.");
  }
}

/** Every stored_files row loaded has its file in the archive, of its size and (once known) its hash, and no file is without a row. */
async function assertFileRows(client: pg.Client, files: FileManifest[]): Promise<void> {
  const { rows } = await client.query<{ key: string; size: number; sha256: string | null }>(
    'select storage_key as key, size_bytes::float8 as size, sha256 from stored_files',
  );
  const byKey = new Map(files.map((f) => [f.key, f]));
  const wrong = rows.find((row) => {
    const file = byKey.get(row.key);
    return !file || file.size !== row.size || (row.sha256 !== null && row.sha256 !== file.sha256);
  });
  if (wrong) throw new BackupRefused(`The archive's stored_files row for ${wrong.key} does not match the file archived under that key.`);
  if (rows.length !== files.length) throw new BackupRefused('The archive holds files that no stored_files row names.');
}

/** Removes everything in `directory` (which a restore found empty), keeping the directory: it may be a mount point. */
export async function emptyDirectory(directory: string): Promise<void> {
  const entries = await readdir(directory).catch(() => []);
  for (const entry of entries) await rm(path.join(directory, entry), { recursive: true, force: true });
}

/** Refuses a directory with anything in it; a missing one is fine (it is made as needed). */
export async function assertEmptyDirectory(directory: string): Promise<void> {
  const entries = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) {
    throw new BackupRefused(`${directory} is not empty: a restore goes only into an empty data dir, so nothing is overwritten.`);
  }
}
