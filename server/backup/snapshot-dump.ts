import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type tar from 'tar-stream';
import { Measure } from '../storage/measure';
import { tableEntry, type AppliedMigration, type TableManifest } from './archive-format';
import { addEntry } from './archive-io';
import { listTables } from './catalog';
import { appliedMigrations } from './schema-version';

/** A stored_files row as the snapshot saw it: the files the archive must hold. */
export interface SnapshotFile {
  key: string;
  size: number;
  /** null while a finished video waits for its hash (server/storage/file-hashes.ts). */
  sha256: string | null;
}

export interface DumpedSnapshot {
  /** When the snapshot was taken (its transaction's start), ISO 8601. */
  takenAt: string;
  serverVersion: string;
  migrations: AppliedMigration[];
  tables: TableManifest[];
  files: SnapshotFile[];
}

export interface DumpOptions {
  pack: tar.Pack;
  /** A directory for one table's COPY output at a time (tar needs an entry's size before its bytes). */
  spool: string;
  /**
   * Called with the snapshot's id (pg_export_snapshot) before any table is read, so a caller
   * can open the very state the archive holds (the round-trip test compares against it).
   */
  onSnapshot?: (snapshotId: string) => Promise<void>;
}

/**
 * Writes every table of our schema into the archive from one REPEATABLE READ snapshot, while
 * the product keeps serving: a read-only transaction takes no lock that blocks a write, and every
 * table is read as of the same instant, so rows that refer to each other arrive together. Also
 * returns the schema version and the stored_files rows of that same instant.
 */
export async function dumpSnapshot(databaseUrl: string, { pack, spool, onSnapshot }: DumpOptions): Promise<DumpedSnapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // A server set to end idle transactions must not end this one between two tables.
    await client.query('set local idle_in_transaction_session_timeout = 0');
    const migrations = await appliedMigrations(client);
    if (onSnapshot) await onSnapshot((await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0].id);
    const { rows: about } = await client.query<{ takenAt: string; serverVersion: string }>(
      `select to_json(now())#>>'{}' as "takenAt", current_setting('server_version') as "serverVersion"`,
    );
    const tables: TableManifest[] = [];
    for (const table of await listTables(client)) tables.push(await dumpTable(client, table, pack, spool));
    const { rows: files } = await client.query<SnapshotFile>(
      `select storage_key as key, size_bytes::float8 as size, sha256 from stored_files order by id`,
    );
    await client.query('commit');
    return { ...about[0], migrations, tables, files };
  } finally {
    await client.end();
  }
}

async function dumpTable(
  client: pg.Client,
  { name, columns }: { name: string; columns: string[] },
  pack: tar.Pack,
  spool: string,
): Promise<TableManifest> {
  const file = path.join(spool, `${name}.copy`);
  const list = columns.map((column) => client.escapeIdentifier(column)).join(', ');
  const copy = client.query(copyTo(`copy ${client.escapeIdentifier(name)} (${list}) to stdout`));
  const measure = new Measure(Number.MAX_SAFE_INTEGER);
  try {
    await pipeline(copy, measure, createWriteStream(file, { mode: 0o600 }));
    const { size } = await stat(file);
    await addEntry(pack, tableEntry(name), size, createReadStream(file));
    return { name, columns, rows: copy.rowCount, bytes: size, sha256: measure.digest() };
  } finally {
    await rm(file, { force: true });
  }
}
