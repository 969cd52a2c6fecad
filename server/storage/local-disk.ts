import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { insufficientStorage, isDiskFull } from '../errors';
import { Measure } from './measure';
import { writeNewFile } from './write-new-file';
import {
  assertValidKey,
  type ByteRange,
  type Leftover,
  type ObjectStat,
  type PutOptions,
  type Storage,
  type WrittenObject,
} from './storage';

/**
 * Files under one directory (DATA_DIR/files): `<root>/<prefix>/<uuid>`, written first to
 * `<root>/.incoming/` and renamed into place on commit, which is atomic on one file system.
 */
export function localDiskStorage(root: string): Storage {
  const incoming = path.join(root, '.incoming');
  const pathOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(source: Readable, { prefix, maxBytes }: PutOptions): Promise<WrittenObject> {
      const key = `${prefix}/${randomUUID()}`;
      const finalPath = pathOf(key);
      await mkdir(incoming, { recursive: true });
      const temporary = path.join(incoming, randomUUID());
      const measure = new Measure(maxBytes);
      await writeNewFile(temporary, source, measure).catch((error: unknown) => {
        throw whenDiskFull(error);
      });
      const sha256 = measure.digest();
      return {
        key,
        size: measure.size,
        sha256,
        head: measure.head,
        read: async () => openForReading(temporary),
        async commit() {
          await mkdir(path.dirname(finalPath), { recursive: true }).catch((error: unknown) => {
            throw whenDiskFull(error);
          });
          await rename(temporary, finalPath);
        },
        async discard() {
          await rm(temporary, { force: true });
        },
      };
    },

    get: async (key: string, range?: ByteRange): Promise<Readable> => openForReading(pathOf(key), range),

    async stat(key: string): Promise<ObjectStat | undefined> {
      const info = await stat(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      return info && { size: info.size, modifiedAt: info.mtime };
    },

    async delete(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },

    list: () => keysUnder(root, []),
    leftovers: (idleMs) => idleFilesIn(incoming, idleMs),
    async removeLeftovers(idleMs: number): Promise<number> {
      const found = await idleFilesIn(incoming, idleMs);
      for (const { name } of found) await rm(path.join(root, name), { force: true });
      return found.length;
    },
    // The folder exists (a first upload makes it) or can be made, and this process may write there.
    async ready() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}

/** A full disk (or quota) is a 507 with a plain message, not an internal error; the cause is kept for the log. */
function whenDiskFull(error: unknown): unknown {
  return isDiskFull(error) ? Object.assign(insufficientStorage(), { cause: error }) : error;
}

/** Files below `directory` as keys, one folder at a time; dot folders (.incoming, .tus) hold no committed object. */
async function* keysUnder(directory: string, parts: string[]): AsyncGenerator<string> {
  const entries = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* keysUnder(path.join(directory, entry.name), [...parts, entry.name]);
    else yield [...parts, entry.name].join('/');
  }
}

/** Files in `directory` (`.incoming`) not written to for `idleMs`, named as from the store's root, by name. */
async function idleFilesIn(directory: string, idleMs: number): Promise<Leftover[]> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found: Leftover[] = [];
  for (const name of names.sort()) {
    // One that has gone since the listing was committed or discarded meanwhile.
    const info = await stat(path.join(directory, name)).catch(() => undefined);
    if (info?.isFile() && Date.now() - info.mtimeMs >= idleMs) found.push({ name: `${path.basename(directory)}/${name}`, size: info.size });
  }
  return found;
}

/** Opens first, so a missing file rejects here rather than erroring mid-response. */
function openForReading(file: string, range?: ByteRange): Promise<Readable> {
  return new Promise<Readable>((resolve, reject) => {
    const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
    stream.once('open', () => resolve(stream));
    stream.once('error', reject);
  });
}
