import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { mapConcurrently } from '../lib/map-concurrently';
import type { S3Storage } from './s3';
import type { Storage } from './storage';

export interface CopySummary {
  copied: number;
  /** Already in the bucket with the same size: a copy run again (or resumed) skips them. */
  present: number;
  /** Named by a row but not in the source: listed, not copied (check:consistency says more). */
  missing: string[];
}

/** A bucket's latency, not its bandwidth, limits small files: a few at once. */
const COPIES_AT_ONCE = 8;

/**
 * Copies every file the database names from one store into a bucket, under the same keys, so a
 * product on the local disk can move to STORAGE=s3 (npm run storage:copy). A few files at a time,
 * each streamed; safe to run while the server runs on the source, and again to catch up.
 */
export async function copyStoredFiles(
  db: Db,
  from: Storage,
  to: S3Storage,
  onFile: (key: string) => void = () => {},
): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, present: 0, missing: [] };
  const rows = await db.select({ key: storedFiles.storageKey, size: storedFiles.sizeBytes }).from(storedFiles).orderBy(asc(storedFiles.id));
  await mapConcurrently(rows, COPIES_AT_ONCE, async ({ key, size }) => {
    if ((await to.stat(key))?.size === size) {
      summary.present++;
      return;
    }
    const source = await from.get(key).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!source) {
      summary.missing.push(key);
      return;
    }
    await to.writeAt(key, source);
    summary.copied++;
    onFile(key);
  });
  summary.missing.sort();
  return summary;
}
