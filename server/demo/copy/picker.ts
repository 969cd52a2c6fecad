/** Seeded random choices for the demo texts: the same key always gives the same sequence. */
export interface Picker {
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` different items of a list, in list order. */
  some<T>(items: readonly T[], count: number): T[];
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
}

/**
 * A picker seeded by a key such as `property-12`. It is separate from the faker that draws the
 * rest of the demo data, so writing or changing a text never moves any other demo value, and each
 * row's text depends on its key alone.
 */
export function picker(key: string): Picker {
  let state = hash(key);
  // mulberry32: small, fast and evenly spread, which is all a text generator needs.
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    pick: (items) => items[int(0, items.length - 1)],
    some: (items, count) => {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
      }
      return indexes
        .slice(0, count)
        .sort((a, b) => a - b)
        .map((i) => items[i]);
    },
    int,
    chance: (probability) => next() < probability,
  };
}

/** FNV-1a: a 32-bit seed from the key. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
