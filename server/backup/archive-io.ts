import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar, { type Extract } from 'tar-stream';
import { BackupRefused } from './archive-format';

/** One entry of an archive being read: its name and its bytes (read them to the end, or drain them). */
interface ArchiveEntry {
  name: string;
  bytes: Readable;
}

type TarEntry = Extract extends AsyncIterable<infer E> ? E : never;

/** Streams `source` into the archive as the entry `name` of `size` bytes (tar wants the size before the bytes). */
export async function addEntry(pack: tar.Pack, name: string, size: number, source: Readable | Buffer): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
    pipeline(Buffer.isBuffer(source) ? Readable.from([source]) : source, entry).catch(reject);
  });
}

/**
 * The entries of a .tar.gz, in order; each must be read to its end (or drained) before the
 * next. Anything the gzip or tar layer cannot read ends as BackupRefused saying the archive is
 * damaged; errors of the caller's own work on an entry pass through unchanged.
 */
export async function* archiveEntries(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => {});
  const entries = extract[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<TarEntry>;
      try {
        next = await entries.next();
      } catch (error) {
        throw damaged(file, error);
      }
      if (next.done) break;
      // tar-stream's entries are streamx streams; Node's pipeline wants its own kind.
      yield { name: next.value.header.name, bytes: Readable.from(reportingDamage(file, next.value), { objectMode: false }) };
    }
    await reading.catch((error: unknown) => {
      throw damaged(file, error);
    });
  } finally {
    // A caller that stops early (its own error) must not leave the file open.
    extract.destroy();
  }
}

/** An entry's bytes, where a read error (gzip or tar finding the archive cut short or corrupt) is damage. */
async function* reportingDamage(file: string, entry: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of entry) yield chunk as Buffer;
  } catch (error) {
    throw damaged(file, error);
  }
}

function damaged(file: string, error: unknown): BackupRefused {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'EACCES') return new BackupRefused(`Cannot read the archive ${file}: ${(error as Error).message}`);
  return new BackupRefused(`The archive ${file} is damaged or not a backup (${(error as Error).message}).`);
}
