import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * A person's 'First Last' in SQL, for a user joined under an alias (who uploaded, decided,
 * added); null when the join found no one or both names are blank.
 */
export const fullName = (person: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${person.firstName}, ${person.lastName})), '')`;
