import { loadConfig } from '../config';
import { createS3Storage, localStorage } from '../storage';
import { copyStoredFiles } from '../storage/copy-files';
import { checkS3Store } from '../storage/s3-check';
import { runWithDatabase } from './run-with-database';

// npm run storage:copy — moving to STORAGE=s3: copies every stored file from DATA_DIR/files into
// the bucket the S3_* settings name, under the same keys. Run it with the settings the servers
// will have (STORAGE=s3, DATABASE_URL, S3_*) and the old DATA_DIR; run it again to catch up.
runWithDatabase(false, async (db) => {
  const config = loadConfig();
  if (config.STORAGE !== 's3') throw new Error('Set STORAGE=s3 and the S3_* settings of the bucket to copy the files into.');
  const bucket = createS3Storage(config);
  await checkS3Store(bucket, config);
  let done = 0;
  const summary = await copyStoredFiles(db, localStorage(config), bucket, () => {
    if (++done % 100 === 0) console.log(`  ${done} files copied…`);
  });
  console.log(
    `${summary.copied} files copied, ${summary.present} already in the bucket, ${summary.missing.length} missing from ${config.dataDir}/files.`,
  );
  for (const key of summary.missing) console.log(`  missing: ${key}`);
  if (summary.missing.length) process.exitCode = 1;
});
