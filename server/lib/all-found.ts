import { asc, getTableColumns, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { notFound } from '../errors';

/** How many missing ids a refusal names before it says how many more there are. */
const NAMED = 10;

/**
 * Refuses a change of many records, before it writes anything, naming the ids asked for that
 * were not found: 'Properties 7 and 9 not found'. One bad id refuses the whole batch.
 */
function assertAllFound(asked: readonly number[], found: Iterable<number>, noun: { one: string; many: string }): void {
  const present = new Set(found);
  const missing = asked.filter((id) => !present.has(id));
  if (!missing.length) return;
  if (missing.length === 1) throw notFound(`${noun.one} ${missing[0]}`);
  const named = missing.slice(0, NAMED);
  const rest = missing.length - named.length;
  const list = rest > 0 ? `${named.join(', ')} and ${rest} more` : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  throw notFound(`${noun.many} ${list}`);
}

/**
 * The rows a batch names by `key`, locked until the transaction ends, in key order (so two
 * batches over the same rows wait for each other rather than deadlock); a key not found refuses
 * the whole batch, as assertAllFound says, before anything is written.
 */
export async function lockAllFound<T extends PgTable, K extends keyof T['$inferSelect'] & keyof T['_']['columns'] & string>(
  tx: DbOrTx,
  table: T,
  key: K,
  ids: readonly number[],
  noun: { one: string; many: string },
): Promise<T['$inferSelect'][]> {
  const column = getTableColumns(table)[key];
  // As any table: drizzle cannot tell that a generic one is not a subquery without `returning`.
  const source: PgTable = table;
  const locked = (await tx
    .select()
    .from(source)
    .where(inArray(column, [...ids]))
    .orderBy(asc(column))
    .for('update')) as T['$inferSelect'][];
  assertAllFound(
    ids,
    locked.map((row) => row[key] as number),
    noun,
  );
  return locked;
}
