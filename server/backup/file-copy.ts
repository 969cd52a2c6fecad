import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type tar from 'tar-stream';
import { Measure } from '../storage/measure';
import { assertValidKey, type Storage } from '../storage/storage';
import { writeNewFile } from '../storage/write-new-file';
import { BackupRefused, fileEntry, type FileManifest } from './archive-format';
import { addEntry } from './archive-io';
import type { SnapshotFile } from './snapshot-dump';

/**
 * Streams one file the snapshot's stored_files rows name into the archive, hashing it on the way.
 *
 * The files are copied after the snapshot's transaction has ended, and that is safe because a
 * committed object never changes or goes away: its key is a fresh UUID, it is renamed into place
 * before its row's transaction commits (stored-files.ts), its row cannot be deleted while an
 * image or video refers to it (ON DELETE restrict), and nothing deletes a committed object
 * (discardAll removes only the objects of a transaction that failed). So every row the snapshot
 * saw has its bytes on disk, as they were. A file that is missing, of another size, or whose
 * bytes do not match the row's SHA-256 therefore means a damaged file store: the backup stops
 * and names it, rather than writing an archive that would restore rows without their files.
 * (Should a later feature delete files, it must do so only after their row's deletion commits
 * and the backup must then hold its snapshot open while it copies; this check would catch it.)
 */
export async function archiveStoredFile(storage: Storage, file: SnapshotFile, pack: tar.Pack): Promise<FileManifest> {
  const found = await storage.stat(file.key);
  if (!found) throw new Error(`The file store has lost ${file.key}, which the stored_files row names: no consistent backup can be made.`);
  if (found.size !== file.size) {
    throw new Error(
      `${file.key} is ${found.size} bytes in the file store but its stored_files row says ${file.size}: the file store is damaged.`,
    );
  }
  const measure = new Measure(file.size);
  const source = await storage.get(file.key);
  source.once('error', (error) => measure.destroy(error));
  await addEntry(pack, fileEntry(file.key), file.size, source.pipe(measure));
  const sha256 = measure.digest();
  if (file.sha256 && file.sha256 !== sha256) {
    throw new Error(`${file.key} no longer matches the SHA-256 of its stored_files row: the file store is damaged.`);
  }
  return { key: file.key, size: file.size, sha256 };
}

/**
 * Writes one file of the archive under `root` (DATA_DIR/files) at its key, through a temporary
 * name, and keeps it only if its bytes have the manifest's SHA-256.
 */
export async function restoreStoredFile(root: string, expected: FileManifest, source: Readable): Promise<void> {
  assertValidKey(expected.key);
  const incoming = path.join(root, '.incoming');
  await mkdir(incoming, { recursive: true });
  const temporary = path.join(incoming, randomUUID());
  const measure = new Measure(expected.size);
  try {
    await writeNewFile(temporary, source, measure);
    if (measure.size !== expected.size || measure.digest() !== expected.sha256) {
      throw new BackupRefused(`The archive is damaged: ${fileEntry(expected.key)} does not match the SHA-256 in its manifest.`);
    }
    const target = path.join(root, ...expected.key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}
