import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { startEmbeddedPostgres } from '../db/embedded/start-embedded';
import { EMBEDDED_DATABASE } from '../db/embedded/database-name';

export interface LiveDatabase {
  url: string;
  /** Stops what was started for the command; the running product's server is left alone. */
  stop(): Promise<void>;
}

/**
 * The product's database for a command that must not stop it (a backup): DATABASE_URL when set;
 * else the embedded cluster in DATA_DIR/pg, reached on the port the running server's
 * PostgreSQL recorded in its own postmaster.pid with the password kept beside the data
 * (`pg.secret`, mode 600, see start-embedded.ts), so no connection detail is written anywhere
 * new; when no server is running, the embedded cluster is started for the command and stopped after.
 */
export async function liveDatabase(config: Config): Promise<LiveDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  const pgDir = path.join(config.dataDir, 'pg');
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new Error(`There is no database in ${config.dataDir} (no ${pgDir}): set DATA_DIR to the product's data dir, or DATABASE_URL.`);
  }
  const port = await runningPort(pgDir);
  if (port) {
    const password = (await readFile(`${pgDir}.secret`, 'utf8')).trim();
    return { url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`, stop: async () => {} };
  }
  const cluster = await startEmbeddedPostgres(pgDir);
  return { url: cluster.urlFor(EMBEDDED_DATABASE), stop: () => cluster.stop() };
}

/**
 * The port of the PostgreSQL serving `pgDir`, from postmaster.pid (line 1 its pid, line 4 its
 * port), when that process is alive and is PostgreSQL; a file left by a crash names none.
 */
async function runningPort(pgDir: string): Promise<number | undefined> {
  const lines = (await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number.parseInt(lines[0], 10);
  const port = Number.parseInt(lines[3], 10);
  if (!pid || !port) return undefined;
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return command.includes('postgres') ? port : undefined;
}
