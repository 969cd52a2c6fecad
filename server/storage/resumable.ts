import { ERRORS, type DataStore } from '@tus/server';
import type { WrittenObject } from './storage';

/** Upload ids are ours (random UUIDs); anything else in a URL is no upload of ours. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Refuses an id we did not generate before it becomes a path or a key: tus answers 404. */
export function assertUploadId(id: string): void {
  if (!UPLOAD_ID.test(id)) throw tusError(ERRORS.FILE_NOT_FOUND);
}

export const isUploadId = (id: string) => UPLOAD_ID.test(id);

/** tus's errors are plain `{ status_code, body }` objects; tus answers with those two fields of whatever is thrown. */
export const tusError = (answer: { status_code: number; body: string }) => Object.assign(new Error(answer.body.trim()), answer);

/**
 * Where tus uploads live while they arrive (local disk: @tus/file-store; S3: @tus/s3-store,
 * writing a multipart upload in the bucket, so any process can resume it). An unfinished upload is never readable through the
 * storage; a finished one becomes an object without its bytes being copied through the server.
 */
export interface ResumableUploads {
  readonly datastore: DataStore;
  /**
   * A finished upload as a pending object under `<prefix>/<id>`: measured (size, first bytes;
   * its SHA-256 is left to file-hashes.ts), readable by `read` for the checks that need more
   * than its first bytes, readable through the storage once committed with its row, removed with
   * its tus state on discard.
   */
  finish(id: string): Promise<WrittenObject>;
  /** Removes unfinished uploads nobody has written to for `idleMs`; answers how many. */
  removeIdle(idleMs: number): Promise<number>;
}
