import { describe, expect, it, vi } from 'vitest';
import { preparedCache } from '../../server/lib/prepared-cache';

describe('preparedCache', () => {
  it('builds a query once per shape and database handle', () => {
    const cached = preparedCache<string>();
    const build = vi.fn(() => `query ${build.mock.calls.length}`);
    const [dbA, dbB] = [{}, {}];
    expect(cached(dbA, 'isActive|id|ASC', build)).toBe('query 1');
    expect(cached(dbA, 'isActive|id|ASC', build)).toBe('query 1');
    expect(cached(dbA, 'q|id|ASC', build)).toBe('query 2');
    // A query is bound to the handle it was built on, so another handle builds its own.
    expect(cached(dbB, 'isActive|id|ASC', build)).toBe('query 3');
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('forgets the oldest shape beyond maxEntries', () => {
    const cached = preparedCache<number>({ maxEntries: 2 });
    const db = {};
    let builds = 0;
    const build = () => ++builds;
    cached(db, 'a', build);
    cached(db, 'b', build);
    cached(db, 'c', build);
    expect(cached(db, 'c', build)).toBe(3);
    expect(cached(db, 'a', build)).toBe(4);
  });
});
