import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '../../server/storage/local-disk';
import { StoredObjectTooLarge, type Storage } from '../../server/storage/storage';

let root: string;
let storage: Storage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bo-storage-'));
  storage = localDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Every file under the root, .incoming included, as relative paths. */
const filesOnDisk = async () =>
  (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);

describe('local disk storage', () => {
  it('keeps a put invisible until commit, then reads it whole and by range', async () => {
    const bytes = Buffer.from('0123456789abcdef');
    const pending = await storage.put(Readable.from([bytes]), { prefix: 'test', maxBytes: 100 });
    expect(pending.key).toMatch(/^test\/[0-9a-f-]{36}$/);
    expect(pending.size).toBe(16);
    expect(pending.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(pending.head.equals(bytes)).toBe(true);
    expect(await storage.stat(pending.key)).toBeUndefined();

    await pending.commit();
    expect((await storage.stat(pending.key))?.size).toBe(16);
    expect(await text(await storage.get(pending.key))).toBe('0123456789abcdef');
    expect(await text(await storage.get(pending.key, { start: 10, end: 12 }))).toBe('abc');
    await storage.delete(pending.key);
    expect(await storage.stat(pending.key)).toBeUndefined();
  });

  it('reads a written object back before it commits (what its variants are made from)', async () => {
    const pending = await storage.put(Readable.from([Buffer.from('original bytes')]), { prefix: 'test', maxBytes: 100 });
    expect(await text(await pending.read())).toBe('original bytes');
    expect(await storage.stat(pending.key)).toBeUndefined();
    await pending.discard();
  });

  it('refuses a stream past the limit and keeps nothing of it', async () => {
    const before = await filesOnDisk();
    const chunks = Array.from({ length: 10 }, () => randomBytes(1000));
    await expect(storage.put(Readable.from(chunks), { prefix: 'test', maxBytes: 5000 })).rejects.toBeInstanceOf(StoredObjectTooLarge);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('leaves nothing when the source fails mid-stream (an aborted upload)', async () => {
    const before = await filesOnDisk();
    const failing = new Readable({
      read() {
        this.push(randomBytes(100));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put(failing, { prefix: 'test', maxBytes: 10_000 })).rejects.toThrow('connection reset');
    expect(await filesOnDisk()).toEqual(before);
  });

  it('discards a pending object without a trace', async () => {
    const before = await filesOnDisk();
    const pending = await storage.put(Readable.from([Buffer.from('x')]), { prefix: 'test', maxBytes: 10 });
    await pending.discard();
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses keys that are not its own (path traversal)', async () => {
    for (const key of ['../etc/passwd', 'images/../../x', '/abs/path', 'images', 'Images/X']) {
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    }
  });

  it('answers undefined for a missing object and rejects reading it', async () => {
    expect(await storage.stat('test/00000000-0000-0000-0000-000000000000')).toBeUndefined();
    await expect(storage.get('test/00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
