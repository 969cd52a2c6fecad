import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { connect } from '../../server/db/client';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../server/db/embedded/start-embedded';
import { runMigrations } from '../../server/db/migrate';
import { seedDemo } from '../../server/demo/demo';
import { createStorage } from '../../server/storage';
import { adminUrlFor, runAdmin } from '../api/setup/databases';

/**
 * The demo template every test stage clones: a stopped embedded PostgreSQL cluster holding the
 * migrated, demo-seeded database `bo_template`, and the files its rows name (DATA_DIR/files).
 * Seeding draws ~175 pictures and ~300 PDFs (about 10 s of CPU), so it is built once and kept
 * under node_modules/.cache, keyed by a hash of everything that decides its content: the API,
 * system, cluster and e2e stages of a run (and later runs) copy the cluster instead of seeding.
 * `npm ci` empties node_modules, so CI always builds it afresh.
 */
export const TEMPLATE_DATABASE = 'bo_template';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/bo-demo-template');
/** What the template's rows and files are made from: the schema, migrations, seed, storage and media code, and their packages. */
const SOURCES = ['server', 'common', 'package-lock.json', 'tests/setup/demo-template.ts'];
const KEPT = 3;

const run = promisify(execFile);

export interface DemoTemplate {
  /** The stopped cluster's data dir (its password in `${pgDir}.secret`). */
  pgDir: string;
  /** The template's DATA_DIR: files/ holds the demo pictures and documents its rows name. */
  dataDir: string;
}

async function filesUnder(entry: string): Promise<string[]> {
  if (!(await stat(entry)).isDirectory()) return [entry];
  const names = (await readdir(entry, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  return names.map((e) => path.join(e.parentPath, e.name));
}

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(SOURCES.map((s) => filesUnder(path.join(ROOT, s))))).flat().sort();
  for (const file of files)
    hash
      .update(path.relative(ROOT, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Makes `database` on the server of `maintenanceUrl`, migrated and loaded with the demo data, its files in `dataDir`. */
export async function seedTemplate(maintenanceUrl: string, database: string, dataDir: string): Promise<void> {
  await runAdmin(maintenanceUrl, `create database "${database}"`);
  const template = connect(adminUrlFor(maintenanceUrl, database), { max: 1 });
  try {
    await runMigrations(template.pool);
    await seedDemo(template.db, createStorage({ dataDir }));
  } finally {
    await template.close();
  }
}

/** Builds the template in a temp dir (the `postgres` user must reach it as root), then moves it into the cache. */
async function build(target: string): Promise<void> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bo-demo-template-'));
  await chmod(tmp, 0o755);
  try {
    const cluster = await startEmbeddedPostgres(path.join(tmp, 'pg'));
    try {
      await seedTemplate(cluster.url, TEMPLATE_DATABASE, path.join(tmp, 'data'));
    } finally {
      await cluster.stop();
    }
    await mkdir(CACHE, { recursive: true });
    const staging = path.join(CACHE, `.staging-${randomBytes(6).toString('hex')}`);
    // cp -a keeps the cluster's owner (`postgres` when we are root) and modes; a rename would fail across file systems.
    await run('cp', ['-a', tmp, staging]);
    await writeFile(path.join(staging, 'ready'), new Date().toISOString());
    // Another run that built it meanwhile wins: its copy is as good as ours.
    await rename(staging, target).catch(() => rm(staging, { recursive: true, force: true }));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Keeps the newest few templates (a branch switch back finds its own), removing older ones and abandoned stagings. */
async function prune(current: string): Promise<void> {
  const entries = await Promise.all(
    (await readdir(CACHE)).map(async (name) => ({ name, mtime: (await stat(path.join(CACHE, name))).mtimeMs })),
  );
  const hour = 60 * 60_000;
  const stale = entries.filter((e) => e.name.startsWith('.staging-') && Date.now() - e.mtime > hour);
  const older = entries
    .filter((e) => e.name !== current && !e.name.startsWith('.staging-'))
    .sort((a, b) => b.mtime - a.mtime)
    .slice(KEPT - 1);
  const old = [...stale, ...older];
  await Promise.all(old.map((e) => rm(path.join(CACHE, e.name), { recursive: true, force: true })));
}

/** The cached template for the current sources, built first when there is none. */
export async function demoTemplate(): Promise<DemoTemplate> {
  const key = await sourceHash();
  const dir = path.join(CACHE, key);
  if (!existsSync(path.join(dir, 'ready'))) await build(dir);
  await prune(key).catch(() => {});
  return { pgDir: path.join(dir, 'pg'), dataDir: path.join(dir, 'data') };
}

/**
 * A running copy of the template cluster in `runDir`/pg (a fresh dir under os.tmpdir(), mode
 * 755): its databases are `postgres` and TEMPLATE_DATABASE. Copying ~60 MB takes a fraction of
 * a second, less than initdb alone.
 */
export async function startTemplateCluster(runDir: string): Promise<{ cluster: EmbeddedCluster; templateDataDir: string }> {
  const template = await demoTemplate();
  const pgDir = path.join(runDir, 'pg');
  await run('cp', ['-a', template.pgDir, pgDir]);
  await run('cp', ['-a', `${template.pgDir}.secret`, `${pgDir}.secret`]);
  return { cluster: await startEmbeddedPostgres(pgDir), templateDataDir: template.dataDir };
}

// `tsx tests/setup/demo-template.ts` (npm test's 'demo template' stage) builds it ahead of the test stages.
if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const { pgDir } = await demoTemplate();
  console.log(`Demo template ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(ROOT, path.dirname(pgDir))}/`);
}
