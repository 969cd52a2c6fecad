import path from 'node:path';
import { parseArgs } from 'node:util';
import { liveDatabase } from './live-database';
import { writeBackup } from '../backup/write-backup';
import { loadConfig } from '../config';
import { createStorage } from '../storage';

const USAGE = `Writes one consistent archive (.tar.gz) of the database and the stored files, while the product runs.

  npm run backup -- [--out file.tar.gz]

Default: DATA_DIR/backups/backup-<time>.tar.gz. Uses DATABASE_URL when set, otherwise the embedded
database in DATA_DIR (the running server's, or started for the backup when the server is stopped).`;

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', default: false } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  const out = values.out ?? path.join(config.dataDir, 'backups', `backup-${stamp}.tar.gz`);
  const started = performance.now();
  const database = await liveDatabase(config);
  try {
    const summary = await writeBackup({ databaseUrl: database.url, storage: createStorage(config), out });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Backup written: ${summary.path}`);
    console.log(
      `  ${(summary.bytes / 1024 / 1024).toFixed(1)} MiB, ${summary.rows} rows in ${summary.manifest.tables.length} tables, ${summary.files} files, ${seconds} s`,
    );
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
