import type { DataStore } from '@tus/server';
import type { PendingObject } from './storage';

/**
 * Where tus uploads live while they arrive (local disk: @tus/file-store; an S3 driver would use
 * @tus/s3-store writing to the bucket). An unfinished upload is never readable through the
 * storage; a finished one becomes an object without its bytes being copied through the server.
 */
export interface ResumableUploads {
  readonly datastore: DataStore;
  /**
   * A finished upload as a pending object under `<prefix>/<id>`: measured (size, first bytes;
   * its SHA-256 is left to file-hashes.ts), readable once committed with its row, removed with
   * its tus state on discard.
   */
  finish(id: string): Promise<PendingObject>;
  /** Removes unfinished uploads nobody has written to for `idleMs`; answers how many. */
  removeIdle(idleMs: number): Promise<number>;
}
