import { checkConsistency } from '../storage/consistency';
import { createStorage } from '../storage';
import { runOnExistingDatabase } from './run-with-database';

// npm run check:consistency — read-only: order columns, links between rows, stored files against
// their rows, partial uploads left by a crash. On the product's existing database only (see
// runOnExistingDatabase), the running server's included.
runOnExistingDatabase(async (db, config) => {
  const problems = await checkConsistency(db, createStorage(config));
  for (const problem of problems) console.log(problem);
  console.log(problems.length ? `${problems.length} problem(s) found.` : 'The database and the file storage are consistent.');
  if (problems.length) process.exitCode = 1;
});
