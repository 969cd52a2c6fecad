import { afterEach, describe, expect, it, vi } from 'vitest';
import { countCache } from '../../server/lib/count-cache';

/** A count for `key`: each run waits until `release` is called, then answers `answer()`. */
function fakeCount(key: string, answer: () => number) {
  const pending: (() => void)[] = [];
  let runs = 0;
  const run = () => {
    runs++;
    return new Promise<number>((resolve, reject) => {
      pending.push(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
  };
  // The cache starts a run a microtask later, so let that happen first.
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const release = async () => {
    await tick();
    pending.splice(0).forEach((finish) => finish());
    await tick();
  };
  return { key, run, release, runs: () => runs };
}

afterEach(() => vi.useRealTimers());

describe('countCache', () => {
  it('counts a key once and answers it from memory after that', async () => {
    const cache = countCache();
    const a = fakeCount('category 1', () => 12);
    const first = cache.count(a.key, a.run);
    await a.release();
    expect(await first).toBe(12);
    expect(await cache.count(a.key, a.run)).toBe(12);
    expect(a.runs()).toBe(1);

    const other = fakeCount('category 2', () => 7);
    const second = cache.count(other.key, other.run);
    await other.release();
    expect(await second).toBe(7);
  });

  it('shares one count between requests that arrive while it runs', async () => {
    const cache = countCache();
    const a = fakeCount('category 1', () => 3);
    const both = Promise.all([cache.count(a.key, a.run), cache.count(a.key, a.run)]);
    await a.release();
    expect(await both).toEqual([3, 3]);
    expect(a.runs()).toBe(1);
  });

  it('counts afresh after invalidate, and never serves a count that was running during the write', async () => {
    const cache = countCache();
    let stored = 5;
    const a = fakeCount('category 1', () => stored);
    const before = cache.count(a.key, a.run);
    // The write commits and invalidates while that count is still running.
    stored = 6;
    cache.invalidate();
    await a.release();
    await before;
    const after = cache.count(a.key, a.run);
    await a.release();
    expect(await after).toBe(6);
    expect(a.runs()).toBe(2);
  });

  it('counts again once ttlMs has passed (writes by another process)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = countCache({ ttlMs: 1000 });
    let stored = 1;
    const a = fakeCount('category 1', () => stored);
    const first = cache.count(a.key, a.run);
    await a.release();
    expect(await first).toBe(1);
    stored = 2;
    vi.setSystemTime(Date.now() + 999);
    expect(await cache.count(a.key, a.run)).toBe(1);
    vi.setSystemTime(Date.now() + 2);
    const later = cache.count(a.key, a.run);
    await a.release();
    expect(await later).toBe(2);
  });

  it('does not keep a failed count', async () => {
    const cache = countCache();
    let fail = true;
    const a = fakeCount('category 1', () => {
      if (fail) throw new Error('connection lost');
      return 4;
    });
    const first = cache.count(a.key, a.run);
    await a.release();
    await expect(first).rejects.toThrow('connection lost');
    fail = false;
    const second = cache.count(a.key, a.run);
    await a.release();
    expect(await second).toBe(4);
  });

  it('forgets the oldest filter beyond maxEntries', async () => {
    const cache = countCache({ maxEntries: 2 });
    const queries = [1, 2, 3].map((id) => fakeCount(`category ${id}`, () => id));
    for (const q of queries) {
      const counted = cache.count(q.key, q.run);
      await q.release();
      await counted;
    }
    const again = cache.count(queries[0].key, queries[0].run);
    await queries[0].release();
    expect(await again).toBe(1);
    expect(queries[0].runs()).toBe(2);
    expect(await cache.count(queries[2].key, queries[2].run)).toBe(3);
    expect(queries[2].runs()).toBe(1);
  });
});
