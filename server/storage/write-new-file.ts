import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams `source` through `measure` into a file made at `file` (never an existing one); when
 * that fails the file is gone by the time this rejects. `pipeline` rejects on the first error
 * while the file stream may still be opening on libuv's thread pool (late on a loaded server),
 * so the removal waits for the stream's close: removed before, the open would leave it behind.
 */
export async function writeNewFile(file: string, source: Readable, measure: Transform): Promise<void> {
  const writer = createWriteStream(file, { flags: 'wx' });
  try {
    await pipeline(source, measure, writer);
  } catch (error) {
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
    await rm(file, { force: true });
    throw error;
  }
}
