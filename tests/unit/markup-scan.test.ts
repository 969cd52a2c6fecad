import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { MarkupScan } from '../../server/storage/markup-scan';

/** Streams `bytes` through a MarkupScan in chunks cut at `cuts`, and answers what it found and what came out. */
async function scanInChunks(bytes: Buffer, cuts: number[]) {
  const chunks = [0, ...cuts, bytes.length].slice(1).map((end, i, ends) => bytes.subarray(i === 0 ? 0 : ends[i - 1], end));
  const scan = new MarkupScan();
  const out: Buffer[] = [];
  await pipeline(Readable.from(chunks), scan, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) out.push(chunk);
  });
  return { found: scan.found, passed: Buffer.concat(out) };
}

const text = (size: number) => Buffer.from('Lease schedule, unit 4, rent 1200.\n'.repeat(Math.ceil(size / 35))).subarray(0, size);

describe('MarkupScan', () => {
  it('finds a script tag cut in two by a chunk boundary, wherever the cut falls, and passes every byte on', async () => {
    const tag = '<script>';
    const file = Buffer.concat([text(64 * 1024), Buffer.from(`${tag}alert(1)</script>`), text(1024)]);
    for (let cut = 1; cut < tag.length; cut++) {
      const { found, passed } = await scanInChunks(file, [16 * 1024, 64 * 1024 + cut]);
      expect(found, `cut after ${cut} bytes of the tag`).toEqual({ any: tag, unmistakable: tag });
      expect(passed.equals(file)).toBe(true);
    }
  });

  it('finds UTF-16 markup past the head, a code unit split between two chunks', async () => {
    const file = Buffer.concat([Buffer.from('fffe', 'hex'), Buffer.from(`${'Notes.\n'.repeat(1000)}<html><body>`, 'utf16le')]);
    const at = file.indexOf(Buffer.from('<html', 'utf16le'));
    const { found } = await scanInChunks(file, [4096, at + 3]);
    expect(found.any).toBe('<html>');
  });

  it('tells markup random bytes spell now and then from markup they never spell', async () => {
    const { found } = await scanInChunks(Buffer.concat([text(8192), Buffer.from('<svg width="1">'), text(100)]), [4096]);
    expect(found).toEqual({ any: '<svg ' });
  });

  it('finds nothing in plain text', async () => {
    expect((await scanInChunks(text(200 * 1024), [1000, 70_000])).found).toEqual({});
  });
});
