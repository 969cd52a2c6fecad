import { verifyAuditChain } from '../lib/audit-chain';
import { runOnExistingDatabase } from './run-with-database';

// npm run audit:verify: exits 1 at the first broken link of the activity log's hash chain, or
// when there is no product database to check (no cluster in DATA_DIR, an empty database).
runOnExistingDatabase(async (db) => {
  const verdict = await verifyAuditChain(db);
  if (verdict.intact) {
    // Writing the head's hash down elsewhere lets a later check notice a chain rebuilt from scratch.
    console.log(`Audit chain intact: ${verdict.entries} entries (head at position ${verdict.head.seq}, hash ${verdict.head.hash}).`);
    return;
  }
  console.error(`Audit chain broken at entry ${verdict.broken.id}: ${verdict.broken.message}`);
  process.exitCode = 1;
});
