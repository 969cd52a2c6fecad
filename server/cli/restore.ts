import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { assertEmptyDirectory, emptyDirectory, restoreBackup } from '../backup/restore';
import { loadConfig } from '../config';
import { startEmbeddedPostgres } from '../db/embedded/start-embedded';
import { EMBEDDED_DATABASE } from '../db/embedded/database-name';

const USAGE = `Restores an archive written by npm run backup into an empty data dir.

  npm run restore -- <archive.tar.gz> [--data-dir dir]

The data dir (default DATA_DIR) must be empty or absent. Without DATABASE_URL its embedded
database is created there; with DATABASE_URL that database must be empty. Then start the product
on it: DATA_DIR=dir npm start.`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const archive = path.resolve(positionals[0]);
  const config = loadConfig(values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'] } : process.env);
  const dataDir = config.dataDir;
  await assertEmptyDirectory(dataDir);

  const started = performance.now();
  const filesRoot = path.join(dataDir, 'files');
  let summary: Awaited<ReturnType<typeof restoreBackup>>;
  if (config.DATABASE_URL) {
    summary = await restoreBackup({ archive, databaseUrl: config.DATABASE_URL, filesRoot });
  } else {
    let cluster: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
    try {
      cluster = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
      await createDatabase(cluster.url, EMBEDDED_DATABASE);
      summary = await restoreBackup({ archive, databaseUrl: cluster.urlFor(EMBEDDED_DATABASE), filesRoot });
    } catch (error) {
      await cluster?.stop();
      // The data dir was empty: leave it so, never half restored.
      await emptyDirectory(dataDir);
      throw error;
    }
    await cluster.stop();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Restored ${archive} (taken ${summary.manifest.createdAt}) into ${dataDir}`);
  console.log(`  ${summary.rows} rows in ${summary.manifest.tables.length} tables, ${summary.files} files, ${seconds} s`);
  console.log(`Start the product on it: DATA_DIR=${dataDir} npm start (newer migrations, if any, apply then).`);
}

async function createDatabase(maintenanceUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
