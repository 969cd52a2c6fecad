import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The collation text sorts by wherever people read a list: ICU's root collation, so 'de Klerk'
 * and 'du Toit' sit among the Ds and 'Émile' beside 'Emile' (the embedded cluster's default,
 * C, orders by bytes: every lower-case or accented name after 'Z'). Indexes that serve a sort
 * are built with it too (migration 0005). Needs PostgreSQL built with ICU, as the Debian,
 * official Docker and managed-cloud builds are.
 */
export const natural = (text: AnyColumn | SQL): SQL => sql`${text} collate "und-x-icu"`;
