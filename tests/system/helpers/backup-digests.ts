import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { listTables } from '../../../server/backup/catalog';

/** Opens a client on `url` for `use`, and closes it. */
export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Each table's row count and an MD5 of its rows in a fixed order (every column, as text), and
 * the schema version: equal digests, equal databases.
 */
export async function tableDigests(client: pg.ClientBase): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const { name } of await listTables(client)) {
    const { rows } = await client.query<{ n: number; md5: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, E'\\n' order by t::text)) as md5 from ${client.escapeIdentifier(name)} t`,
    );
    digests[name] = `${rows[0].n} rows, md5 ${rows[0].md5}`;
  }
  const { rows } = await client.query<{ md5: string }>(
    `select md5(string_agg(concat_ws(' ', id, hash, created_at), E'\\n' order by id)) as md5 from drizzle.__drizzle_migrations`,
  );
  digests['drizzle.__drizzle_migrations'] = rows[0].md5;
  return digests;
}

/** Every object under DATA_DIR/files as key → SHA-256 (uploads in progress, in dot folders, are none). */
export async function filesOnDisk(dataDir: string): Promise<Record<string, string>> {
  const root = path.join(dataDir, 'files');
  const hashes: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])) {
    const key = path.relative(root, path.join(entry.parentPath, entry.name));
    if (entry.isFile() && !key.startsWith('.'))
      hashes[key] = createHash('sha256')
        .update(await readFile(path.join(root, key)))
        .digest('hex');
  }
  return hashes;
}
