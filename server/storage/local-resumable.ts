import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS, type Upload } from '@tus/server';
import { HEAD_BYTES } from './measure';
import type { ResumableUploads } from './resumable';
import type { PendingObject } from './storage';

/** Upload ids are ours (random UUIDs); anything else in a URL is no upload of ours. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * tus uploads on the local disk: unfinished ones in `<root>/.tus/<id>` (with tus's `<id>.json`
 * beside it, so an upload survives a restart), never readable through the storage. `finish`
 * renames a finished one to `<root>/<prefix>/<id>` when its row commits: on one file system that
 * is a rename, not a copy of a 1 GiB file.
 */
export function localResumableUploads(root: string, prefix: string): ResumableUploads {
  const directory = path.join(root, '.tus');
  const store = new HashingFileStore(directory);

  return {
    datastore: store,

    async finish(id: string): Promise<PendingObject> {
      const upload = await store.getUpload(id);
      const file = store.pathOf(id);
      const finalPath = path.join(root, prefix, id);
      const size = upload.offset;
      return {
        key: `${prefix}/${id}`,
        size,
        sha256: store.takeDigest(id, size) ?? (await hashFile(file)),
        head: await readHead(file),
        async commit() {
          await mkdir(path.dirname(finalPath), { recursive: true });
          await rename(file, finalPath);
          // The upload is an object now; tus forgets it (a HEAD on its URL answers 404).
          await rm(`${file}.json`, { force: true });
        },
        async discard() {
          store.forget(id);
          await rm(file, { force: true });
          await rm(`${file}.json`, { force: true });
        },
      };
    },

    async removeIdle(idleMs: number): Promise<number> {
      const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const ids = new Set(names.map((name) => name.replace(/\.json$/, '')).filter((id) => UPLOAD_ID.test(id)));
      let removed = 0;
      for (const id of ids) {
        const file = store.pathOf(id);
        // The data file's mtime is its last write; an upload that never got a byte has only its .json.
        const info = (await stat(file).catch(() => undefined)) ?? (await stat(`${file}.json`).catch(() => undefined));
        if (!info || Date.now() - info.mtimeMs < idleMs) continue;
        store.forget(id);
        await rm(file, { force: true });
        await rm(`${file}.json`, { force: true });
        removed++;
      }
      return removed;
    },
  };
}

/**
 * tus's file store, hashing the bytes as they arrive: hashing a finished 1 GiB file again would
 * hold its last PATCH for seconds. The running hash lives in memory, so it is kept only while
 * every write since byte 0 went through this process whole; after a restart, or a write that
 * failed mid-way, `takeDigest` has nothing and `finish` reads the file once to hash it.
 */
class HashingFileStore extends FileStore {
  private readonly hashes = new Map<string, { hash: Hash; offset: number }>();

  constructor(directory: string) {
    super({ directory });
  }

  pathOf(id: string): string {
    if (!UPLOAD_ID.test(id)) throw tusError(ERRORS.FILE_NOT_FOUND);
    return path.join(this.directory, id);
  }

  override async create(upload: Upload): Promise<Upload> {
    this.pathOf(upload.id);
    return super.create(upload);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const file = this.pathOf(id);
    const known = this.hashes.get(id);
    this.hashes.delete(id);
    const hash = known?.offset === offset ? known.hash : offset === 0 ? createHash('sha256') : undefined;
    let written = offset;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash?.update(chunk);
        written += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(readable, tap, createWriteStream(file, { flags: 'r+', start: offset }));
    } catch {
      // Some of what was hashed may not have reached the file: the hash is dropped (see above).
      throw tusError(ERRORS.FILE_WRITE_ERROR);
    }
    if (hash) this.hashes.set(id, { hash, offset: written });
    return written;
  }

  override async remove(id: string): Promise<void> {
    this.forget(id);
    await super.remove(id);
  }

  /** The hex SHA-256 of the upload's `size` bytes if every one of them was hashed on arrival. */
  takeDigest(id: string, size: number): string | undefined {
    const known = this.hashes.get(id);
    this.hashes.delete(id);
    return known?.offset === size ? known.hash.digest('hex') : undefined;
  }

  forget(id: string): void {
    this.hashes.delete(id);
  }
}

/** tus's errors are plain `{ status_code, body }` objects; tus answers with those two fields of whatever is thrown. */
const tusError = (answer: { status_code: number; body: string }) => Object.assign(new Error(answer.body.trim()), answer);

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
