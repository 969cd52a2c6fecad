import { Column, is, SQL } from 'drizzle-orm';
import { poolOf, type Db } from '../db/client';

/** Each selected value's place in a row, in the order Drizzle writes the selection into its SQL. */
function valuePlaces(selection: object, parents: string[] = []): { parents: string[]; key: string }[] {
  return Object.entries(selection).flatMap(([key, field]) =>
    is(field, Column) || is(field, SQL) ? [{ parents, key }] : valuePlaces(field as object, [...parents, key]),
  );
}

/**
 * Reads the driver's arrays of values (`rowMode: 'array'`) as rows of `selection`, nested as the
 * selection is. Drizzle's own mapping checks every value generically: for a page of 25
 * properties it cost as much CPU as the driver reading them (bench/properties-list.ts), for a
 * 5,000-item data room round 7 ms of a 45 ms request (bench/dataroom.ts). Only for columns that
 * need no conversion: integers, text, booleans, JSON the driver parsed, bigints the driver reads
 * as numbers (db/client.ts). A timestamp would stay the driver's Date, without Drizzle's mode.
 */
export function positionalRows<T>(selection: object): (values: unknown[]) => T {
  const places = valuePlaces(selection);
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < places.length; i++) {
      let target = row;
      for (const parent of places[i].parents) target = (target[parent] ??= {}) as Record<string, unknown>;
      target[places[i].key] = values[i];
    }
    return row as T;
  };
}

/** A statement's rows as the driver's arrays of values, for positionalRows to read. */
export async function arrayRows(db: Db, statement: { sql: string; params: unknown[] }): Promise<unknown[][]> {
  return (await poolOf(db).query<unknown[]>({ text: statement.sql, values: statement.params, rowMode: 'array' })).rows;
}
