import { execFile } from 'node:child_process';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { built } from '../setup/built-script';
import { embeddedDatabaseUrl } from './helpers/embedded-url';
import { killAllServers, startServer } from './helpers/server-process';
import { tempDirs } from './helpers/temp-dirs';

// Issue 29, item 4: `audit:verify` and `check:consistency` (the run's build, as production runs
// them) open only the product's existing database, the running server's included; and item 7:
// partial uploads a crash left in files/.incoming are removed at start-up and listed by the check.

const dirs = tempDirs('bo-system-checks-');
const dataDir = () => dirs.make();

afterAll(async () => {
  await killAllServers();
  await dirs.removeAll();
});

/** An operator command on `dir` as DATA_DIR (never this run's DATABASE_URL): its exit status and output. */
async function command(name: 'audit-verify' | 'check-consistency', dir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  return promisify(execFile)(process.execPath, [built(`${name}.js`)], { env, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

/** A partial file as a crash leaves one in files/.incoming, last written `minutesAgo`. */
async function partialUpload(dir: string, name: string, minutesAgo: number): Promise<void> {
  const file = path.join(dir, 'files', '.incoming', name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.alloc(1000, 1));
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await utimes(file, at, at);
}

async function onDatabase<T>(dir: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: await embeddedDatabaseUrl(dir) });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

describe('npm run audit:verify and npm run check:consistency', () => {
  it('refuse a DATA_DIR that holds no database, naming what is missing, and create nothing there', async () => {
    const empty = await dataDir();
    for (const name of ['audit-verify', 'check-consistency'] as const) {
      const { code, stdout, stderr } = await command(name, empty);
      expect(code, stdout + stderr).toBe(1);
      expect(stderr).toContain(`There is no database in ${empty}: no PostgreSQL cluster in ${empty}/pg.`);
      expect(stdout).not.toMatch(/intact|consistent/);
    }
    expect(await readdir(empty)).toEqual([]);
  });

  // One server start for all of it: an embedded cluster's first start (initdb, migrations) takes seconds.
  it("check the running server's own database and files: its entries, a damaged chain, the partial uploads start-up left", async () => {
    const dir = await dataDir();
    // Left by a crash before this start: one last written two hours ago, one a minute ago (it could be another process's upload in flight).
    await partialUpload(dir, 'cut-off-two-hours-ago', 120);
    await partialUpload(dir, 'written-a-minute-ago', 1);
    const server = await startServer({ DATA_DIR: dir, SEED_DEMO: 'false', LOG_LEVEL: 'info' });
    expect(await readdir(path.join(dir, 'files', '.incoming'))).toEqual(['written-a-minute-ago']);
    const removals = server
      .output()
      .split('\n')
      .filter((line) => line.includes('removed partial uploads'))
      .map((line) => JSON.parse(line) as unknown);
    expect(removals).toEqual([
      expect.objectContaining({ level: 30, removed: 1, msg: 'removed partial uploads left by a crash in files/.incoming' }),
    ]);

    // Entries written by the server's own database: a check of any other database would not count them.
    const entries = await onDatabase(dir, async (client) => {
      await client.query(`insert into activity (nature, comments) select 'Operator check', 'entry ' || n from generate_series(1, 3) n`);
      return (await client.query<{ n: number }>('select count(*)::int as n from activity')).rows[0].n;
    });
    expect(entries).toBeGreaterThanOrEqual(3);
    const checking = `Checking the database back_office on the running server's embedded PostgreSQL in ${dir}/pg.`;

    const verified = await command('audit-verify', dir);
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
    expect(verified.stdout).toContain(checking);
    expect(verified.stdout).toContain(`Audit chain intact: ${entries} entries`);

    const consistent = await command('check-consistency', dir);
    expect(consistent.code, consistent.stdout + consistent.stderr).toBe(0);
    expect(consistent.stdout).toContain(checking);
    expect(consistent.stdout).toContain('The database and the file storage are consistent.');

    // Another crash's leftover, found while the server runs; the young one is still not named.
    await partialUpload(dir, 'cut-off-an-hour-and-a-half-ago', 90);
    const leftovers = await command('check-consistency', dir);
    expect(leftovers.code).toBe(1);
    expect(leftovers.stdout).toContain(
      'partial upload left by a crash (untouched for an hour): .incoming/cut-off-an-hour-and-a-half-ago (1000 bytes)',
    );
    expect(leftovers.stdout).not.toContain('written-a-minute-ago');
    expect(leftovers.stdout).toContain('1 problem(s) found.');

    // An entry changed behind the product's back is named while the server runs.
    const edited = await onDatabase(dir, async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `update activity set comments = 'quietly edited' where comments = 'entry 2' returning id`,
      );
      return rows[0].id;
    });
    const broken = await command('audit-verify', dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`Audit chain broken at entry ${edited}`);

    // The checks used the server's PostgreSQL and left it running.
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
  });
});
