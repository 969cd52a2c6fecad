import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The URL of the database that `npm start` runs in DATA_DIR/pg, for reading it beside the server:
 * the port from PostgreSQL's postmaster.pid (its fourth line), the password the product keeps beside the cluster.
 */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const pg = path.join(dataDir, 'pg');
  const port = Number((await readFile(path.join(pg, 'postmaster.pid'), 'utf8')).split('\n')[3]);
  const password = (await readFile(`${pg}.secret`, 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/back_office`;
}
