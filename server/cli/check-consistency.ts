import { loadConfig } from '../config';
import { checkConsistency } from '../db/consistency';
import { createStorage } from '../storage';
import { runWithDatabase } from './run-with-database';

// npm run check:consistency — read-only: order columns, links between rows, stored files against their rows.
runWithDatabase(false, async (db) => {
  const problems = await checkConsistency(db, createStorage(loadConfig()));
  for (const problem of problems) console.log(problem);
  console.log(problems.length ? `${problems.length} problem(s) found.` : 'The database and the file storage are consistent.');
  if (problems.length) process.exitCode = 1;
});
