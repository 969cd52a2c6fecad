import { notFound } from '../errors';

/** How many missing ids a refusal names before it says how many more there are. */
const NAMED = 10;

/**
 * Refuses a change of many records, before it writes anything, naming the ids asked for that
 * were not found: 'Properties 7 and 9 not found'. One bad id refuses the whole batch.
 */
export function assertAllFound(asked: readonly number[], found: Iterable<number>, noun: { one: string; many: string }): void {
  const present = new Set(found);
  const missing = asked.filter((id) => !present.has(id));
  if (!missing.length) return;
  if (missing.length === 1) throw notFound(`${noun.one} ${missing[0]}`);
  const named = missing.slice(0, NAMED);
  const rest = missing.length - named.length;
  const list = rest > 0 ? `${named.join(', ')} and ${rest} more` : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  throw notFound(`${noun.many} ${list}`);
}
