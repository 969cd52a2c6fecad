import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { StoredObjectTooLarge } from './storage';

/** What file-type needs to recognise a format. */
export const HEAD_BYTES = 4100;

/**
 * A pass-through that counts, hashes and keeps the first bytes of what flows through it, and
 * fails with StoredObjectTooLarge the moment the count passes the limit (so an oversized
 * upload stops early instead of filling the disk first). Any driver pipes its writes through it.
 */
export class Measure extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(new StoredObjectTooLarge(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headChunks.push(part);
      this.headLength += part.length;
    }
    callback(null, chunk);
  }

  get head(): Buffer {
    return Buffer.concat(this.headChunks);
  }

  /** Call once the stream has ended. */
  digest(): string {
    return this.hash.digest('hex');
  }
}
