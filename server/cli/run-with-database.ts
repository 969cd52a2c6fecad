import { loadConfig, type Config } from '../config';
import { connect, type Db } from '../db/client';
import { databaseName, existingDatabase } from './live-database';
import { openDatabase } from '../open-database';

type Task = (db: Db, config: Config) => Promise<void>;

/**
 * Runs a command-line task against the configured database (embedded unless DATABASE_URL),
 * then stops it; a failure prints its message and exits with status 1.
 * `prepare: false` only migrates (no demo data, no production admin check).
 */
export function runWithDatabase(prepare: boolean, task: Task): void {
  run((config) => openDatabase(config, { prepare }), task);
}

/**
 * Runs a read-only check against the product's database as it is (server/db/live-database.ts):
 * the running server's embedded PostgreSQL, or its cluster started for the check, or
 * DATABASE_URL; never a database made or migrated for the occasion. It prints which database it
 * checks first. No cluster in DATA_DIR, no database, no product tables: exit status 1, naming it.
 */
export function runOnExistingDatabase(task: Task): void {
  run(async (config) => {
    const database = await existingDatabase(config);
    console.log(`Checking the database ${databaseName(database.url)} on ${database.server}.`);
    return database;
  }, task);
}

function run(open: (config: Config) => Promise<{ url: string; stop(): Promise<void> }>, task: Task): void {
  const main = async () => {
    const config = loadConfig();
    const database = await open(config);
    const { db, close } = connect(database.url, { max: 1 });
    try {
      await task(db, config);
    } finally {
      await close();
      await database.stop();
    }
  };
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
