import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { storedFiles, type StoredFile } from '../db/schema';
import type { PendingObject, Storage } from './storage';

export interface StoredFileMeta {
  originalName: string;
  /** Decided from the bytes, never from the name or the browser's header. */
  contentType: string;
  uploadedById: number | null;
}

/** Inserts the row of a pending object; the object itself is committed by `commitWithRows`. */
export async function insertStoredFile(tx: DbOrTx, pending: PendingObject, meta: StoredFileMeta): Promise<StoredFile> {
  const [row] = await tx
    .insert(storedFiles)
    .values({ storageKey: pending.key, sizeBytes: pending.size, sha256: pending.sha256, ...meta })
    .returning();
  return row;
}

/**
 * Runs `write` (which inserts the files' rows and whatever refers to them) in one transaction
 * and commits the pending objects as its last step, so a file becomes readable together with
 * its row. If anything fails, including the database's COMMIT, every object is removed again:
 * no file without its row, no row without its file. `pendings` is read only after `write`
 * returns (or fails), so a long write may add the objects it stores as it goes (the demo seed).
 */
export async function commitWithRows<T>(
  db: Db,
  storage: Storage,
  pendings: readonly PendingObject[],
  write: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await write(tx);
      for (const pending of pendings) await pending.commit();
      return result;
    });
  } catch (error) {
    await discardAll(storage, pendings);
    throw error;
  }
}

/** Removes pending objects whether or not they were committed (for a failed upload). */
export async function discardAll(storage: Storage, pendings: readonly PendingObject[]): Promise<void> {
  await Promise.all(pendings.map(async (pending) => Promise.all([pending.discard(), storage.delete(pending.key)])));
}

/**
 * Removes the objects of stored_files rows a transaction deleted, once it has committed: removed
 * before, a rollback would leave rows whose files are gone. A failure leaves an object no row
 * names (the consistency check lists it), so it is logged and the write still succeeds.
 */
export async function removeDeletedObjects(storage: Storage, keys: readonly string[], log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  await Promise.all(
    keys.map((key) => storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'A deleted file stayed in storage'))),
  );
}
