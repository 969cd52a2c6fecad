import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../../../server/db/client';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../../server/db/embedded/start-embedded';
import { runMigrations } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/db/seed/demo';
import { createStorage } from '../../../server/storage';
import { adminUrlFor, dropDatabase, runAdmin } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    maintenanceUrl: string;
    templateDatabase: string;
    /** The template database's DATA_DIR: its files/ hold the demo pictures its rows name (linked into each test app's). */
    templateDataDir: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary dir, or the server named
 * by DATABASE_URL. A template database is migrated and loaded with the demo data once; each
 * test file then clones it (CREATE DATABASE ... TEMPLATE takes milliseconds), and its app's
 * DATA_DIR gets hard links to the demo pictures the seed stored in the template's data dir.
 */
export default async function setup(project: TestProject) {
  let cluster: EmbeddedCluster | undefined;
  let tmp: string | undefined;
  let maintenanceUrl = process.env.DATABASE_URL;
  if (!maintenanceUrl) {
    // Under os.tmpdir(): as root the cluster runs as `postgres`, which cannot enter /root.
    tmp = await mkdtemp(path.join(os.tmpdir(), 'bo-api-tests-'));
    await chmod(tmp, 0o755);
    cluster = await startEmbeddedPostgres(path.join(tmp, 'pg'));
    maintenanceUrl = cluster.url;
  }
  const templateDatabase = `bo_template_${process.pid}_${Date.now().toString(36)}`;
  const templateDataDir = await mkdtemp(path.join(os.tmpdir(), 'bo-api-template-files-'));
  await runAdmin(maintenanceUrl, `create database "${templateDatabase}"`);
  const template = connect(adminUrlFor(maintenanceUrl, templateDatabase), { max: 1 });
  try {
    await runMigrations(template.pool);
    await seedDemo(template.db, createStorage({ dataDir: templateDataDir }));
  } finally {
    await template.close();
  }
  project.provide('maintenanceUrl', maintenanceUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('templateDataDir', templateDataDir);

  return async () => {
    await dropDatabase(maintenanceUrl, templateDatabase).catch(() => {});
    await cluster?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
    await rm(templateDataDir, { recursive: true, force: true });
  };
}
