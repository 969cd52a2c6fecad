import type { SessionUser } from './session-store';

export interface SessionCache {
  /** The session's user: from memory when seen within `ttlMs`, otherwise from `find` (then remembered if live). */
  lookup(token: string, find: () => Promise<SessionUser | undefined>): Promise<SessionUser | undefined>;
  /** Forgets every session: call it after any write, which may end a session or demote its user. */
  clear(): void;
}

/**
 * Remembers live sessions for `ttlMs`, so a burst of reads costs one session lookup rather
 * than one per request (the lookup was half of a list page's database time). Writes in this
 * process clear it, so logout, a password reset or a role change take effect at once here;
 * a change made by another server process takes effect within `ttlMs`. Only live sessions are
 * kept: unknown tokens are always looked up, so guessing cannot fill the memory.
 */
export function sessionCache({ ttlMs, maxEntries = 1000 }: { ttlMs: number; maxEntries?: number }): SessionCache {
  const live = new Map<string, { user: SessionUser; expires: number }>();
  // Bumped by clear(): a lookup that started before a write may have read the old session,
  // so it must not be remembered after that write cleared the cache.
  let generation = 0;

  function remembered(token: string): SessionUser | undefined {
    const entry = live.get(token);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.user;
    live.delete(token);
    return undefined;
  }

  return {
    async lookup(token, find) {
      const hit = remembered(token);
      if (hit) return hit;
      const startedIn = generation;
      const user = await find();
      if (user && ttlMs > 0 && startedIn === generation) {
        // Many tokens in flight make the map grow; the oldest go first (a Map keeps insertion order).
        if (live.size >= maxEntries) live.delete(live.keys().next().value!);
        live.set(token, { user, expires: Date.now() + ttlMs });
      }
      return user;
    },
    clear() {
      generation++;
      live.clear();
    },
  };
}
