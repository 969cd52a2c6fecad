import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { agencies, categories, countries, properties, propertyStatuses, provinces, sellerCompanies, users } from '../../db/schema';
import { AGENT_ROLE_TYPE } from '@common/role-types';

/** A record a name in the file may mean: its id, its name as the database spells it, and what else a check needs. */
export interface Match {
  id: number;
  name: string;
  /** A province's country; an agent's agency. */
  parentId: number | null;
}

/** Each name asked for, with the records it matches (none, one, or several that differ only in case or accents). */
export type Matches = Map<string, Match[]>;

interface Lookup {
  table: PgTable;
  id: AnyColumn;
  name: AnyColumn | SQL;
  parentId?: AnyColumn;
  where?: SQL;
  /** Also matched exactly, ignoring case only (an agent's email address). */
  alsoBy?: AnyColumn;
  /** What the preview shows when not `name` (an agent's email address, as the export writes it). */
  shown?: AnyColumn;
}

/**
 * The records each of `names` means, compared as the list searches compare text
 * (search_fold: ignoring case and accents), in one statement for all the file's names.
 */
async function match(db: DbOrTx, lookup: Lookup, names: string[]): Promise<Matches> {
  const found: Matches = new Map(names.map((name) => [name, []]));
  if (!names.length) return found;
  const asked = sql`json_array_elements_text(${JSON.stringify(names)}::json) as asked(name)`;
  const same = sql`search_fold(${lookup.name}) = search_fold(asked.name)${lookup.alsoBy ? sql` or lower(${lookup.alsoBy}) = lower(asked.name)` : sql``}`;
  const { rows } = await db.execute<{ asked: string; id: number; name: string; parent_id: number | null }>(
    sql`select asked.name as asked, ${lookup.id} as id, ${lookup.shown ?? lookup.name} as name, ${lookup.parentId ?? sql`null::int`} as parent_id
        from ${lookup.table} join ${asked} on (${same})${lookup.where ? sql` where ${lookup.where}` : sql``}`,
  );
  for (const row of rows) found.get(row.asked)!.push({ id: row.id, name: row.name, parentId: row.parent_id });
  return found;
}

const LOOKUPS = {
  category: { table: categories, id: categories.id, name: categories.title },
  propertyStatus: { table: propertyStatuses, id: propertyStatuses.id, name: propertyStatuses.title },
  country: { table: countries, id: countries.id, name: countries.title },
  province: { table: provinces, id: provinces.id, name: provinces.title, parentId: provinces.countryId },
  sellerCompany: { table: sellerCompanies, id: sellerCompanies.id, name: sellerCompanies.companyName },
  agency: { table: agencies, id: agencies.id, name: agencies.agencyName },
  // The export writes the agent's email address (unique); a full name is matched too.
  agent: {
    table: users,
    id: users.id,
    name: sql`${users.firstName} || ' ' || ${users.lastName}`,
    alsoBy: users.emailAddress,
    shown: users.emailAddress,
    parentId: users.agencyId,
    where: sql`${users.userRoleTypeId} = ${AGENT_ROLE_TYPE}`,
  },
} satisfies Record<string, Lookup>;

export type LookupKey = keyof typeof LOOKUPS;
export const LOOKUP_KEYS = Object.keys(LOOKUPS) as LookupKey[];

/** The records every name of the file means, per lookup column: seven statements whatever the number of rows. */
export async function matchAll(db: DbOrTx, names: Record<LookupKey, string[]>): Promise<Record<LookupKey, Matches>> {
  const result = {} as Record<LookupKey, Matches>;
  // One after another: inside a transaction they share one connection.
  for (const key of LOOKUP_KEYS) result[key] = await match(db, LOOKUPS[key], names[key]);
  return result;
}

/** The references of `references` that properties already have. */
export async function takenReferences(db: DbOrTx, references: string[]): Promise<Set<string>> {
  if (!references.length) return new Set();
  const { rows } = await db.execute<{ reference: string }>(
    sql`select ${properties.propertyReference} as reference from ${properties}
        where lower(${properties.propertyReference}) in (select lower(json_array_elements_text(${JSON.stringify(references)}::json)))`,
  );
  return new Set(rows.map((row) => row.reference.toLowerCase()));
}
