import type { Readable } from 'node:stream';

/** A byte range of an object, both ends inclusive (as HTTP's Range header counts). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectStat {
  size: number;
  modifiedAt: Date;
}

/**
 * Bytes written by `put` under a temporary key. Nothing can read them until `commit` moves them
 * to `key`; `discard` removes them. The caller commits inside the transaction that inserts the
 * file's row (see stored-files.ts), so a file is visible exactly when its row is.
 */
export interface PendingObject {
  /** The key the object will have once committed (generated, never from a file name). */
  readonly key: string;
  readonly size: number;
  /**
   * Hex SHA-256 of the bytes, or null when the driver leaves it to the background pass of
   * file-hashes.ts (a finished resumable upload, which would otherwise be read once more while
   * its last request waits).
   */
  readonly sha256: string | null;
  /** The first bytes (up to 4100, what file-type needs to recognise a format). */
  readonly head: Buffer;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** What `put` wrote can be read back before it commits: an image's variants are made from it in the same upload. */
export interface WrittenObject extends PendingObject {
  read(): Promise<Readable>;
}

export interface PutOptions {
  /** The key's folder, e.g. 'images' or 'data-room': a lowercase word, no slashes. */
  prefix: string;
  /** The stream is refused with StoredObjectTooLarge past this many bytes. */
  maxBytes: number;
}

/**
 * Where files live. Routes reach files only through this interface, never the disk, so that
 * another driver (S3) can replace the local one by configuration.
 */
export interface Storage {
  put(source: Readable, options: PutOptions): Promise<WrittenObject>;
  /** The object's bytes, or only `range` of them. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** undefined when there is no such object. */
  stat(key: string): Promise<ObjectStat | undefined>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every committed object's key, in no particular order (the consistency check compares them with the rows). */
  list(): AsyncIterable<string>;
  /** Resolves when the store can take and give files now; rejects saying why not (a load balancer's readiness check). */
  ready(): Promise<void>;
  /**
   * What `put`s cut off by a crash left behind, untouched for `idleMs` (LEFTOVER_AFTER_MS): on
   * the local disk, partial files in `.incoming/`. Read-only; the consistency check lists them.
   */
  leftovers(idleMs: number): Promise<Leftover[]>;
  /** Removes what `leftovers(idleMs)` names; resolves with how many went. */
  removeLeftovers(idleMs: number): Promise<number>;
}

/**
 * When a partial upload counts as left by a crash: an hour with nothing written to it. The server
 * removes such files at start-up and hourly (plugins/storage.ts); the consistency check lists them.
 *
 * At start-up no upload of this process is in flight, but a DATA_DIR is not always one process's:
 * with DATABASE_URL, several servers may share it (a rolling restart that starts the new process
 * before the old one stops, or processes behind one load balancer on a shared mount), and the
 * uploads in flight of another are in the same `.incoming/`. Only the embedded database makes a
 * DATA_DIR one process's (a second server refuses to start on it), so age is the proof that holds
 * in every setup. An upload in flight writes to its file as its bytes arrive, so the file's mtime
 * stays fresh; after the last byte it waits only for its checks, image variants and commit
 * (seconds). An hour is far past both. An upload whose client keeps its connection open but sends
 * nothing for an hour loses its file and fails (the client sends it again). Waiting costs only disk
 * space, for at most two hours.
 */
export const LEFTOVER_AFTER_MS = 60 * 60 * 1000;

/** A partial write no commit or discard will ever finish: its name within the store, and its size. */
export interface Leftover {
  name: string;
  size: number;
}

/** Thrown by `put` when the stream passes `maxBytes`; nothing is kept. */
export class StoredObjectTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than the limit of ${maxBytes} bytes.`);
  }
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9][a-z0-9.-]*)+$/;

/** Keys are ours ('images/3f2c…'), so anything else is a bug or an attack: refuse it before it reaches a path. */
export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
