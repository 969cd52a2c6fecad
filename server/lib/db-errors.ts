interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/**
 * Whether a query failed on one unique index. Drizzle wraps the driver's error, so the
 * SQLSTATE and constraint name sit on its cause. Letting the index decide (rather than
 * looking first) leaves no gap for two requests to both pass a check.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (e.code === '23505') return e.constraint === constraint;
  }
  return false;
}
