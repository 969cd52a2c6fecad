import { loadConfig } from '../config';
import { connect, type Db } from '../db/client';
import { openDatabase } from '../db/open-database';

/**
 * Runs a command-line task against the configured database (embedded unless DATABASE_URL),
 * then stops it; a failure prints its message and exits with status 1.
 * `prepare: false` only migrates (no demo data, no production admin check).
 */
export function runWithDatabase(prepare: boolean, task: (db: Db) => Promise<void>): void {
  const run = async () => {
    const database = await openDatabase(loadConfig(), { prepare });
    const { db, close } = connect(database.url, { max: 1 });
    try {
      await task(db);
    } finally {
      await close();
      await database.stop();
    }
  };
  run().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
