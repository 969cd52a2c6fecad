import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Storage } from '../storage/storage';
import { ARCHIVE_FORMAT, FORMAT_VERSION, MANIFEST_ENTRY, type FileManifest, type Manifest } from './archive-format';
import { addEntry } from './archive-io';
import { archiveStoredFile } from './file-copy';
import { dumpSnapshot } from './snapshot-dump';

export interface BackupOptions {
  databaseUrl: string;
  storage: Storage;
  /** The archive to write (.tar.gz); it must not exist yet. */
  out: string;
  onSnapshot?: (snapshotId: string) => Promise<void>;
}

export interface BackupSummary {
  path: string;
  bytes: number;
  rows: number;
  files: number;
  manifest: Manifest;
}

/**
 * Writes one archive of the database and the files its rows name, taken while the product runs
 * (see snapshot-dump.ts for the database, file-copy.ts for the files). It is written under a
 * `.partial` name and renamed when complete, so an archive at `out` is always a whole one; it is
 * readable by its owner only (it holds every row, password hashes included).
 */
export async function writeBackup({ databaseUrl, storage, out, onSnapshot }: BackupOptions): Promise<BackupSummary> {
  const target = path.resolve(out);
  const partial = `${target}.partial`;
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  if (await stat(target).catch(() => undefined)) throw new Error(`${target} exists already: give another --out.`);
  const spool = await mkdtemp(path.join(path.dirname(target), '.backup-spool-'));
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => {});
  try {
    const snapshot = await dumpSnapshot(databaseUrl, { pack, spool, onSnapshot });
    const files: FileManifest[] = [];
    for (const file of snapshot.files) files.push(await archiveStoredFile(storage, file, pack));
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: snapshot.takenAt,
      serverVersion: snapshot.serverVersion,
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      files,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 1));
    await addEntry(pack, MANIFEST_ENTRY, manifestBytes.length, manifestBytes);
    pack.finalize();
    await written;
    await rename(partial, target);
    return {
      path: target,
      bytes: (await stat(target)).size,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      files: files.length,
      manifest,
    };
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}
