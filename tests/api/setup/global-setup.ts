import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { EmbeddedCluster } from '../../../server/db/embedded/start-embedded';
import { seedTemplate, startTemplateCluster, TEMPLATE_DATABASE } from '../../setup/demo-template';
import { dropDatabase } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    maintenanceUrl: string;
    templateDatabase: string;
    /** The template database's DATA_DIR: its files/ hold the demo pictures its rows name (linked into each test app's). */
    templateDataDir: string;
  }
}

/**
 * One PostgreSQL for the whole run, holding a migrated, demo-seeded template database; each test
 * file clones it (CREATE DATABASE ... TEMPLATE takes milliseconds), and its app's DATA_DIR gets
 * hard links to the demo files the template's rows name.
 * - By default, a copy of the cached demo template cluster (tests/setup/demo-template.ts) in a
 *   temporary dir: no initdb, migrations or seeding when the cache is current.
 * - With DATABASE_URL, that server: the template is migrated and seeded there, which is what
 *   running the suite on another PostgreSQL is for.
 */
export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  // Under os.tmpdir(): as root the cluster runs as `postgres`, which cannot enter /root.
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bo-api-tests-'));
  await chmod(tmp, 0o755);
  let cluster: EmbeddedCluster | undefined;
  let maintenanceUrl: string;
  let templateDatabase = TEMPLATE_DATABASE;
  let templateDataDir: string;
  if (external) {
    maintenanceUrl = external;
    templateDatabase = `bo_template_${process.pid}_${Date.now().toString(36)}`;
    templateDataDir = path.join(tmp, 'template');
    await seedTemplate(maintenanceUrl, templateDatabase, templateDataDir);
  } else {
    ({ cluster, templateDataDir } = await startTemplateCluster(tmp));
    maintenanceUrl = cluster.url;
  }
  project.provide('maintenanceUrl', maintenanceUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('templateDataDir', templateDataDir);

  return async () => {
    if (external) await dropDatabase(maintenanceUrl, templateDatabase).catch(() => {});
    await cluster?.stop();
    await rm(tmp, { recursive: true, force: true });
  };
}
