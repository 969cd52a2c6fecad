import { createHash, randomFillSync } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const BLOCK = 1024 * 1024;

/**
 * Writes an MP4 of `size` bytes to `file` as file-type sees one (an `ftyp` box, then one `free`
 * box of random filler), a block at a time so a 1 GiB file never sits in memory. Resolves with its SHA-256.
 */
export async function writeVideoFile(file: string, size: number): Promise<string> {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41'),
  ]);
  const freeHeader = Buffer.alloc(8);
  freeHeader.writeUInt32BE(size - ftyp.length, 0);
  freeHeader.write('free', 4);
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  const write = async (chunk: Buffer) => {
    hash.update(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  };
  await write(Buffer.concat([ftyp, freeHeader]));
  for (let left = size - ftyp.length - freeHeader.length; left > 0; left -= BLOCK)
    await write(randomFillSync(Buffer.alloc(Math.min(BLOCK, left))));
  out.end();
  await once(out, 'finish');
  return hash.digest('hex');
}

/** SHA-256 of a stream's bytes (a download), without holding them. */
export async function sha256Of(stream: AsyncIterable<Uint8Array>): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}
