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
