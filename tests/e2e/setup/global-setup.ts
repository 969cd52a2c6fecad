import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../../../server/db/client';
import { isPostmasterOf, postmasterFile } from '../../../server/db/embedded/postmaster';
import { createServiceToken } from '../../../server/lib/service-tokens';
import { ensureChromium } from '../../../scripts/ensure-chromium';
import { buildServer } from '../../setup/built-server';
import { startTemplateCluster, TEMPLATE_DATABASE } from '../../setup/demo-template';
import { startAppServer } from './appServer';
import { cloneDatabase, dropDatabase, refuseWrites, shareRun } from './databases';

const TEMPLATE = 'e2e_template';
const UNTOUCHED = 'e2e_untouched';
const RUN_PREFIX = 'bo-e2e-';

/**
 * A run killed before its teardown leaves its dir behind (the reaper stops its PostgreSQL, but
 * removes nothing): those of earlier runs whose PostgreSQL no longer runs are removed here. A
 * dir younger than 10 minutes may belong to a run that is starting, and is left alone.
 */
async function removeDeadRuns() {
  for (const name of (await readdir(os.tmpdir())).filter((n) => n.startsWith(RUN_PREFIX))) {
    const dir = path.join(os.tmpdir(), name);
    const { mtimeMs } = await stat(dir);
    if (Date.now() - mtimeMs < 10 * 60_000) continue;
    const pgDir = path.join(dir, 'pg');
    const recorded = await postmasterFile(pgDir);
    const running = !!recorded && (await isPostmasterOf(recorded.pid, pgDir));
    if (!running) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * One embedded PostgreSQL for the run, in a fresh temporary dir: a copy of the cached demo
 * template cluster (tests/setup/demo-template.ts), whose template database is copied once more
 * with a service token added (as the public site holds one). Each
 * Playwright worker then copies it and starts a server of its own on the copy (fixtures.ts), so
 * no test of another worker changes what a test sees. One more copy, which refuses writes, is
 * served here for the list tests that compare the screen with the demo data (`data: 'untouched'`).
 */
export default async function globalSetup() {
  ensureChromium();
  // E2E_STATIC_DIR lets parallel runs each test their own build (`vite build --outDir ...`).
  const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');
  if (!existsSync(path.join(staticDir, 'index.html'))) throw new Error(`${staticDir}/ is missing: run \`vite build\` before the e2e tests`);
  await removeDeadRuns();
  // Under os.tmpdir(): as root the embedded PostgreSQL runs as `postgres`, which cannot enter /root.
  const runDir = await mkdtemp(path.join(os.tmpdir(), RUN_PREFIX));
  await chmod(runDir, 0o755);
  const [{ cluster, templateDataDir }, built] = await Promise.all([startTemplateCluster(runDir), buildServer()]);

  const stop = async (server?: { stop(): Promise<void> }) => {
    await server?.stop();
    await dropDatabase(cluster.url, UNTOUCHED).catch(() => {});
    await dropDatabase(cluster.url, TEMPLATE).catch(() => {});
    await cluster.stop();
    await rm(runDir, { recursive: true, force: true });
    await built.remove();
  };
  try {
    await cloneDatabase(cluster.url, TEMPLATE_DATABASE, TEMPLATE);
    const template = connect(cluster.urlFor(TEMPLATE), { max: 1 });
    try {
      process.env.E2E_SERVICE_TOKEN = await createServiceToken(template.db, 'e2e-public-site');
    } finally {
      await template.close();
    }

    const untouchedDb = await cloneDatabase(cluster.url, TEMPLATE, UNTOUCHED);
    await refuseWrites(untouchedDb);
    const untouched = await startAppServer({
      databaseUrl: untouchedDb,
      staticDir,
      serverDir: built.dir,
      dataDir: path.join(runDir, 'untouched'),
      templateDataDir,
    });
    shareRun({
      maintenanceUrl: cluster.url,
      template: TEMPLATE,
      templateDataDir,
      untouchedUrl: untouched.url,
      staticDir,
      serverDir: built.dir,
      runDir,
    });
    return () => stop(untouched);
  } catch (error) {
    await stop();
    throw error;
  }
}
