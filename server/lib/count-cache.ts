export interface CountCache {
  /** The total `key` names (a filter and its values), counted by `run` at most once per `ttlMs`. */
  count(key: string, run: () => PromiseLike<number>): Promise<number>;
  /** Forgets every total: call it after any write that can change what a filter matches. */
  invalidate(): void;
}

/**
 * Remembers list totals, so paging through a large list costs one count per filter rather
 * than a full `count(*)` per page (half the throughput of the page itself at 10,000 rows).
 * Writes in this process call `invalidate`, so its own clients see exact totals at once;
 * writes by another process sharing the database show after at most `ttlMs`.
 * Concurrent requests for one filter share a single count.
 */
export function countCache({ ttlMs = 10_000, maxEntries = 500 } = {}): CountCache {
  const totals = new Map<string, { total: Promise<number>; expires: number }>();
  return {
    count(key, run) {
      const cached = totals.get(key);
      if (cached && cached.expires > Date.now()) return cached.total;
      // The entry is stored before the count runs: a write that invalidates meanwhile drops it,
      // so a count that may predate the write is never served to later requests.
      const entry = { total: Promise.resolve().then(run), expires: Date.now() + ttlMs };
      entry.total.catch(() => totals.get(key) === entry && totals.delete(key));
      totals.delete(key);
      // Free-text filters make endless keys; the oldest go first (a Map keeps insertion order).
      if (totals.size >= maxEntries) totals.delete(totals.keys().next().value!);
      totals.set(key, entry);
      return entry.total;
    },
    invalidate: () => totals.clear(),
  };
}
