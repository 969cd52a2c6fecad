import type { Readable } from 'node:stream';

/** `length` bytes of a stream from `offset` (fewer if it ends first); the rest is not read. */
export async function bytesAt(stream: Readable, offset: number, length: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let seen = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const from = Math.max(0, offset - seen);
    const to = Math.min(chunk.length, offset + length - seen);
    if (from < to) parts.push(chunk.subarray(from, to));
    seen += chunk.length;
    if (seen >= offset + length) break;
  }
  stream.destroy();
  return Buffer.concat(parts);
}
