import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * A timestamp as `Date.prototype.toISOString` writes it (UTC, to the millisecond, the
 * microseconds cut off as the driver's Date cuts them), written by the query: for a large answer,
 * parsing each row's timestamp into a Date only to format it again cost more than reading the
 * row (bench/large-answers.ts).
 */
export const isoTimestamp = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
