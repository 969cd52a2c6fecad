import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { verifyArchive } from '../../server/backup/verify-archive';
import { writeBackup } from '../../server/backup/write-backup';
import { loadConfig } from '../../server/config';
import { storedFiles } from '../../server/db/schema';
import { createS3Storage, localStorage } from '../../server/storage';
import { copyStoredFiles } from '../../server/storage/copy-files';
import { startTestS3, type TestS3 } from '../helpers/s3-server';
import { buildTestApp } from './helpers/test-app';

// Issue 17, moving to STORAGE=s3 (npm run storage:copy): the demo's stored files, on the local
// disk, copied into a bucket under their keys, byte for byte; a second run copies nothing; a
// backup then takes the files from the bucket.

let app: App;
let s3: TestS3;
beforeAll(async () => {
  [app, s3] = await Promise.all([buildTestApp(), startTestS3()]);
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

describe('copying the local store into a bucket', () => {
  // About 1,500 S3 calls to s3rver (two copies, a listing, a backup): 22-25 s alone on a slow day,
  // past the suite's 20 s (it failed there twice in one session).
  it(
    'copies every file a row names, with its bytes, skips what is there on a second run, and backs the bucket up',
    { timeout: 90_000 },
    async () => {
      const bucket = createS3Storage(loadConfig({ ...s3.env, DATABASE_URL: app.config.DATABASE_URL!, DATA_DIR: app.config.dataDir }));
      const rows = await app.db.select({ key: storedFiles.storageKey, sha256: storedFiles.sha256 }).from(storedFiles);
      expect(rows.length).toBeGreaterThan(100);

      const first = await copyStoredFiles(app.db, localStorage(app.config), bucket);
      expect(first).toEqual({ copied: rows.length, present: 0, missing: [] });
      for (const { key, sha256 } of rows.filter((_, i) => i % 25 === 0)) {
        const bytes = Buffer.concat(await (await bucket.get(key)).toArray());
        expect(createHash('sha256').update(bytes).digest('hex'), key).toBe(sha256);
      }
      const keys: string[] = [];
      for await (const key of bucket.list()) keys.push(key);
      expect(keys.sort()).toEqual(rows.map((row) => row.key).sort());

      expect(await copyStoredFiles(app.db, localStorage(app.config), bucket)).toEqual({ copied: 0, present: rows.length, missing: [] });

      // npm run backup with STORAGE=s3 reads the files from the bucket: the archive holds each, checked against its row.
      const out = path.join(await mkdtemp(path.join(tmpdir(), 'bo-s3-backup-')), 'backup.tar.gz');
      try {
        const summary = await writeBackup({ databaseUrl: app.config.DATABASE_URL!, storage: bucket, out });
        expect(summary.files).toBe(rows.length);
        const manifest = await verifyArchive(out);
        const archived = new Map(manifest.files.map((file) => [file.key, file.sha256]));
        for (const { key, sha256 } of rows) if (sha256) expect(archived.get(key), key).toBe(sha256);
      } finally {
        await rm(path.dirname(out), { recursive: true, force: true });
      }
    },
  );
});
