import { assertValidKey } from '../storage/storage';

/**
 * A backup is one gzipped tar: `tables/<table>.copy` (each table in PostgreSQL's COPY text
 * format, portable across server versions), `files/<storage key>` (each stored file's bytes),
 * and `manifest.json` last, written once every count and hash is known. Restore reads the whole
 * archive once to check it against the manifest before it touches anything.
 */
export const ARCHIVE_FORMAT = 'property-back-office-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

export const tableEntry = (table: string) => `tables/${table}.copy`;
export const fileEntry = (key: string) => `files/${key}`;

/** A row of drizzle's migrations table: which schema the rows belong to. */
export interface AppliedMigration {
  id: number;
  hash: string;
  createdAt: number;
}

export interface TableManifest {
  name: string;
  /** In COPY order: restore loads exactly these columns (generated ones are left to the server). */
  columns: string[];
  rows: number;
  bytes: number;
  sha256: string;
}

export interface FileManifest {
  key: string;
  size: number;
  /** Of the bytes archived (also for a row whose sha256 was not yet recorded, see file-hashes.ts). */
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** `server_version` of the PostgreSQL it was taken from, for the record. */
  serverVersion: string;
  /** The schema version: every migration applied, oldest first. */
  migrations: AppliedMigration[];
  tables: TableManifest[];
  files: FileManifest[];
}

/** The archive cannot be restored as it is: damaged, not a backup, or from a newer product. */
export class BackupRefused extends Error {}

/** Checks the manifest's shape before anything trusts it (a table name becomes SQL, a key a path). */
export function parseManifest(text: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupRefused('The archive is damaged: its manifest is not valid JSON.');
  }
  if (manifest?.format !== ARCHIVE_FORMAT) throw new BackupRefused('This is not a back-office backup (its manifest names another format).');
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new BackupRefused(
      `The archive has format version ${manifest.formatVersion}; this version of the product reads version ${FORMAT_VERSION}.`,
    );
  }
  const isHash = (value: unknown) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
  const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
  const tablesOk = manifest.tables.every(
    (t) =>
      /^[a-z_][a-z0-9_]*$/.test(t.name) &&
      t.columns.every((c) => /^[a-z_][a-z0-9_]*$/.test(c)) &&
      isCount(t.rows) &&
      isCount(t.bytes) &&
      isHash(t.sha256),
  );
  const filesOk = manifest.files.every((f) => isCount(f.size) && isHash(f.sha256));
  if (!tablesOk || !filesOk || !manifest.migrations.every((m) => isHash(m.hash))) {
    throw new BackupRefused('The archive is damaged: its manifest does not describe tables, files and migrations as a backup does.');
  }
  for (const file of manifest.files) {
    try {
      assertValidKey(file.key);
    } catch {
      throw new BackupRefused(`The archive is damaged: its manifest names the file ${JSON.stringify(file.key)}, which is no storage key.`);
    }
  }
  return manifest;
}
