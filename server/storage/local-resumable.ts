import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS, type Upload } from '@tus/server';
import { isDiskFull } from '../errors';
import { HEAD_BYTES } from './measure';
import { assertUploadId, isUploadId, tusError, type ResumableUploads } from './resumable';
import type { WrittenObject } from './storage';
/** What a PATCH may queue in memory ahead of the disk (see `write`). */
const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * Where a prefix's unfinished uploads wait: videos in `.tus`, where they always have (an upgrade
 * keeps those under way); others in a folder of their own, so that no endpoint can reach, finish
 * or sweep another's uploads.
 */
const folderOf = (prefix: string) => (prefix === 'videos' ? '.tus' : `.tus-${prefix}`);

/**
 * tus uploads on the local disk: unfinished ones in `<root>/.tus/<id>` (`.tus-<prefix>` but for
 * videos; with tus's `<id>.json` beside it, so an upload survives a restart), never readable
 * through the storage. `finish`
 * renames a finished one to `<root>/<prefix>/<id>` when its row commits: on one file system that
 * is a rename, not a copy of a 1 GiB file.
 */
export function localResumableUploads(root: string, prefix: string): ResumableUploads {
  const directory = path.join(root, folderOf(prefix));
  const store = new OurIdsFileStore(directory);

  return {
    datastore: store,

    async finish(id: string): Promise<WrittenObject> {
      const upload = await store.getUpload(id);
      const file = store.pathOf(id);
      const finalPath = path.join(root, prefix, id);
      const size = upload.offset;
      return {
        key: `${prefix}/${id}`,
        size,
        // Hashed after the commit (file-hashes.ts): reading 1 GiB here would hold the last PATCH for seconds.
        sha256: null,
        head: await readHead(file),
        read: async () => createReadStream(file),
        async commit() {
          await mkdir(path.dirname(finalPath), { recursive: true });
          await rename(file, finalPath);
          // The upload is an object now; tus forgets it (a HEAD on its URL answers 404).
          await rm(`${file}.json`, { force: true });
        },
        async discard() {
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
      const ids = new Set(names.map((name) => name.replace(/\.json$/, '')).filter(isUploadId));
      let removed = 0;
      for (const id of ids) {
        const file = store.pathOf(id);
        // The data file's mtime is its last write; an upload that never got a byte has only its .json.
        const info = (await stat(file).catch(() => undefined)) ?? (await stat(`${file}.json`).catch(() => undefined));
        if (!info || Date.now() - info.mtimeMs < idleMs) continue;
        await rm(file, { force: true });
        await rm(`${file}.json`, { force: true });
        removed++;
      }
      return removed;
    },
  };
}

/** tus's file store, answering 'not found' for any id we did not generate before it becomes a path. */
class OurIdsFileStore extends FileStore {
  constructor(directory: string) {
    super({ directory });
  }

  pathOf(id: string): string {
    assertUploadId(id);
    return path.join(this.directory, id);
  }

  override async create(upload: Upload): Promise<Upload> {
    this.pathOf(upload.id);
    return super.create(upload);
  }

  /**
   * tus's own write, but with a larger buffer before the disk: the request's bytes reach it
   * through five stream stages (tus converts them to a web stream and back), and with Node's
   * 16 KiB default every 64 KiB socket read paused the socket until the disk had taken it.
   * With room for a few MiB, reads go on while a write is in flight and the queued chunks go
   * out in one writev.
   */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const sink = createWriteStream(this.pathOf(id), { flags: 'r+', start: offset, highWaterMark: WRITE_BUFFER_BYTES });
    try {
      await pipeline(readable, sink);
    } catch (error) {
      // A full disk goes up as it is: the tus server answers it as the file store's 507.
      throw isDiskFull(error) ? error : tusError(ERRORS.FILE_WRITE_ERROR);
    }
    return offset + sink.bytesWritten;
  }
}

// tus's FileStore makes its folder from its constructor and throws from the mkdir callback when it
// cannot (DATA_DIR/files a file, a volume gone): an uncaught exception that ends the process (seen
// as one in the API tests). The readiness check reports the file store instead, and an upload that
// cannot be written fails on its own. (Private in tus's types, hence not a class member here.)
Object.defineProperty(OurIdsFileStore.prototype, 'checkOrCreateDirectory', {
  value(this: FileStore) {
    mkdir(this.directory, { recursive: true }).catch(() => {});
  },
});

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
