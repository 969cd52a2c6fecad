import pg from 'pg';

/** The URL of another database on the same server. */
export function adminUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const dropDatabase = (url: string, name: string) => runAdmin(url, `drop database if exists "${name}" with (force)`);
