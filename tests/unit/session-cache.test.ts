import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionCache } from '../../server/lib/session-cache';
import type { SessionUser } from '../../server/lib/session-store';

const admin = (id = 1): SessionUser => ({
  id,
  firstName: 'Ada',
  lastName: 'Admin',
  emailAddress: `admin${id}@example.com`,
  userRoleTypeId: 1,
  userRoleType: 'Administrator',
  readOnly: false,
});

/** A session store lookup that counts its calls and answers whatever `current` holds. */
function store(initial: SessionUser | undefined) {
  let current = initial;
  const find = vi.fn(async () => current);
  return { find, set: (user: SessionUser | undefined) => (current = user) };
}

afterEach(() => vi.useRealTimers());

describe('sessionCache', () => {
  it('looks a live session up once and answers it from memory within ttlMs', async () => {
    const cache = sessionCache({ ttlMs: 2000 });
    const db = store(admin());
    expect(await cache.lookup('token-a', db.find)).toEqual(admin());
    expect(await cache.lookup('token-a', db.find)).toEqual(admin());
    expect(db.find).toHaveBeenCalledTimes(1);
  });

  it('looks the session up again once ttlMs has passed, so a change elsewhere shows', async () => {
    vi.useFakeTimers();
    const cache = sessionCache({ ttlMs: 2000 });
    const db = store(admin());
    await cache.lookup('token-a', db.find);
    db.set(undefined);
    vi.advanceTimersByTime(1999);
    expect(await cache.lookup('token-a', db.find)).toEqual(admin());
    vi.advanceTimersByTime(2);
    expect(await cache.lookup('token-a', db.find)).toBeUndefined();
    expect(db.find).toHaveBeenCalledTimes(2);
  });

  it('never remembers an unknown token: each guess is looked up', async () => {
    const cache = sessionCache({ ttlMs: 2000 });
    const db = store(undefined);
    await cache.lookup('guess', db.find);
    await cache.lookup('guess', db.find);
    expect(db.find).toHaveBeenCalledTimes(2);
  });

  it('forgets every session on clear, so a write (logout, role change) shows on the next read', async () => {
    const cache = sessionCache({ ttlMs: 2000 });
    const db = store(admin());
    await cache.lookup('token-a', db.find);
    db.set({ ...admin(), userRoleTypeId: 5, userRoleType: 'Buyer' });
    cache.clear();
    expect(await cache.lookup('token-a', db.find)).toMatchObject({ userRoleTypeId: 5 });
  });

  it('does not remember a lookup that started before a clear: it may have read the old session', async () => {
    const cache = sessionCache({ ttlMs: 2000 });
    let answer!: (user: SessionUser) => void;
    const slow = vi.fn(() => new Promise<SessionUser>((resolve) => (answer = resolve)));
    const pending = cache.lookup('token-a', slow);
    cache.clear(); // a logout commits while the read's lookup is in flight
    answer(admin());
    expect(await pending).toEqual(admin());
    const db = store(undefined);
    expect(await cache.lookup('token-a', db.find)).toBeUndefined();
    expect(db.find).toHaveBeenCalledTimes(1);
  });

  it('remembers nothing when ttlMs is 0', async () => {
    const cache = sessionCache({ ttlMs: 0 });
    const db = store(admin());
    await cache.lookup('token-a', db.find);
    await cache.lookup('token-a', db.find);
    expect(db.find).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries sessions, dropping the oldest first', async () => {
    const cache = sessionCache({ ttlMs: 2000, maxEntries: 2 });
    const db = store(admin());
    for (const token of ['a', 'b', 'c']) await cache.lookup(token, db.find);
    expect(db.find).toHaveBeenCalledTimes(3);
    await cache.lookup('c', db.find);
    await cache.lookup('b', db.find);
    expect(db.find).toHaveBeenCalledTimes(3);
    await cache.lookup('a', db.find);
    expect(db.find).toHaveBeenCalledTimes(4);
  });
});
