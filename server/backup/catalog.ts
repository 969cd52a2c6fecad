import type pg from 'pg';

/** Where our tables live; drizzle's migrations table (schema `drizzle`) travels in the manifest instead. */
const SCHEMA = 'public';

export interface CatalogTable {
  name: string;
  columns: string[];
}

/**
 * Every table of our schema with its stored columns in order, read from the catalog so that a
 * table added by a later migration is backed up without anyone listing it. Generated columns
 * are left out (the server computes them again); extension-owned tables are not ours.
 */
export async function listTables(client: pg.ClientBase): Promise<CatalogTable[]> {
  const { rows } = await client.query<CatalogTable>(
    `select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relnamespace = $1::regnamespace and c.relkind = 'r'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
      group by c.relname
      order by c.relname`,
    [SCHEMA],
  );
  return rows;
}

/** Whether the database holds nothing of ours yet (no table, view or sequence, no migrations). */
export async function isEmptyDatabase(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  );
  return rows[0].n === 0;
}

/**
 * Sets every sequence owned by a column of ours (identity and serial, the migrations table's
 * too) to continue after the largest value loaded, so the next insert takes a fresh id.
 */
export async function resetSequences(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `select s.oid::regclass::text as sequence, t.oid::regclass::text as table, quote_ident(a.attname) as column
       from pg_class s
       join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
                       and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and t.relnamespace in ($1::regnamespace, 'drizzle'::regnamespace)`,
    [SCHEMA],
  );
  for (const { sequence, table, column } of rows) {
    await client.query(`select setval($1::regclass, coalesce(max(${column}), 0) + 1, false) from ${table}`, [sequence]);
  }
}

/** Counts the rows of `table` (a name from listTables or a checked manifest). */
export async function countRows(client: pg.ClientBase, table: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from ${client.escapeIdentifier(table)}`);
  return Number(rows[0].n);
}
