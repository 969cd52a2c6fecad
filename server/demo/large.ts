import { sql } from 'drizzle-orm';
import { runWithDatabase } from '../cli/run-with-database';
import { seedLarge } from './large-seed';

/**
 * `npm run seed:large`: adds 10,000 properties and 100,000 activity entries to the database
 * (demo data first when it is empty), for benchmarks and for judging screens at scale.
 */
const PROPERTIES = Number(process.env.LARGE_PROPERTIES ?? 10_000);
const ACTIVITY = Number(process.env.LARGE_ACTIVITY ?? 100_000);

runWithDatabase(true, async (db) => {
  const started = Date.now();
  await db.transaction((tx) => seedLarge(tx, { properties: PROPERTIES, activity: ACTIVITY }));
  await db.execute(sql`analyze`);
  console.log(`Added ${PROPERTIES} properties and ${ACTIVITY} activity entries in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
});
