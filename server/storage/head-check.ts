import { Transform, type TransformCallback } from 'node:stream';

/**
 * A pass-through that holds the first `length` bytes (all of a shorter stream) until `check` has
 * looked at them, then lets everything through; a rejected check fails the stream with its
 * error. Before a write, it stops an upload at its first bytes when they already refuse it.
 */
export class HeadCheck extends Transform {
  private held: Buffer[] = [];
  private heldLength = 0;
  private checked = false;

  constructor(
    private readonly length: number,
    private readonly check: (head: Buffer) => Promise<void>,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.checked) {
      callback(null, chunk);
      return;
    }
    this.held.push(chunk);
    this.heldLength += chunk.length;
    if (this.heldLength < this.length) callback();
    else this.release(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.checked) callback();
    else this.release(callback);
  }

  private release(callback: TransformCallback) {
    this.checked = true;
    const held = Buffer.concat(this.held);
    this.held = [];
    this.check(held.subarray(0, this.length)).then(
      () => callback(null, held.length ? held : undefined),
      (error: unknown) => callback(error as Error),
    );
  }
}
