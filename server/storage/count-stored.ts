import type { DataStore } from '@tus/server';
import type { Storage } from './storage';

/** Told how many bytes were written under a key folder ('images', 'videos'): the operator's upload metrics. */
export type OnStored = (prefix: string, bytes: number) => void;

/**
 * The storage, reporting the size of each object `put` wrote. Counted once written, from the size
 * the driver measured anyway: no extra stream stage, and a put refused midway (too large) counts
 * nothing, as nothing of it is kept.
 */
export function countPuts(storage: Storage, onStored: OnStored): Storage {
  return {
    async put(source, options) {
      const written = await storage.put(source, options);
      onStored(options.prefix, written.size);
      return written;
    },
    get: (key, range) => storage.get(key, range),
    stat: (key) => storage.stat(key),
    delete: (key) => storage.delete(key),
    list: () => storage.list(),
    ready: () => storage.ready(),
    leftovers: (idleMs) => storage.leftovers(idleMs),
    removeLeftovers: (idleMs) => storage.removeLeftovers(idleMs),
  };
}

/**
 * Reports the bytes each tus write added to an upload, whichever the driver. tus writes through
 * the store's `write` alone (a PATCH, a POST with a body), and a request cut midway still ends its
 * write with the bytes that arrived, which the upload keeps. Replaced on the instance: a wrapper
 * would have to pass on every other method of tus's DataStore.
 */
export function countWrites(store: DataStore, prefix: string, onStored: OnStored): void {
  const write = store.write.bind(store);
  store.write = async (readable, id, offset) => {
    const end = await write(readable, id, offset);
    onStored(prefix, end - offset);
    return end;
  };
}
