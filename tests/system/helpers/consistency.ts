import { expect } from 'vitest';
import { connect } from '../../../server/db/client';
import { checkConsistency } from '../../../server/storage/consistency';
import { createStorage } from '../../../server/storage';

/** The shared whole-product check (server/db/consistency.ts) on a server's database and DATA_DIR: no problem at all. */
export async function expectConsistent(databaseUrl: string, dataDir: string): Promise<void> {
  const database = connect(databaseUrl, { max: 1 });
  try {
    expect(await checkConsistency(database.db, createStorage({ dataDir }))).toEqual([]);
  } finally {
    await database.close();
  }
}
