import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { DEMO_ADMIN } from '../../../server/demo/demo-data';
import { adminUrlFor, dropDatabase, runAdmin } from '../setup/databases';
import { linkStoredFiles } from '../setup/stored-files';

export { DEMO_ADMIN };

/**
 * A fresh app on its own copy of the migrated, demo-seeded template database.
 * Close it in afterAll: that also drops the database.
 */
export async function buildTestApp(env: Record<string, string> = {}, { logger }: Pick<BuildAppOptions, 'logger'> = {}): Promise<App> {
  const maintenanceUrl = inject('maintenanceUrl');
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(maintenanceUrl, `create database "${name}" template "${inject('templateDatabase')}"`);
  // Each app keeps its files in a directory of its own, removed with it (a test may pass DATA_DIR to share one).
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bo-test-files-'));
  await linkStoredFiles(inject('templateDataDir'), dataDir);
  const databaseUrl = adminUrlFor(maintenanceUrl, name);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...env,
  });
  return withCleanup(await buildApp({ config, databaseUrl, poolSize: 4, logger }), {
    config,
    databaseUrl,
    cleanup: async () => {
      await dropDatabase(maintenanceUrl, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  });
}

interface TestAppParts {
  config: Config;
  databaseUrl: string;
  /** Drops the database and removes the files: what closing the last app on them does. */
  cleanup: () => Promise<void>;
}

/** Each test app's parts and its own close() (the server only), for restartTestApp. */
const builtApps = new WeakMap<App, { parts: TestAppParts; closeApp: () => Promise<unknown> }>();

/** The database and files go with the app; it is already ready, so this wraps close() rather than adding a hook. */
function withCleanup(app: App, parts: TestAppParts): App {
  const closeApp = app.close.bind(app);
  builtApps.set(app, { parts, closeApp });
  return Object.assign(app, {
    close: async () => {
      await closeApp();
      await parts.cleanup();
    },
  });
}

/**
 * A server restart: closes `app` but keeps its database and DATA_DIR, and builds a new app on
 * them (sessions, rows and files survive), logging to `logger` if given. Close the new one in place of the old.
 */
export async function restartTestApp(app: App, { logger }: Pick<BuildAppOptions, 'logger'> = {}): Promise<App> {
  const built = builtApps.get(app);
  if (!built) throw new Error('restartTestApp: not an app from buildTestApp');
  builtApps.delete(app);
  await built.closeApp();
  const { parts } = built;
  return withCleanup(await buildApp({ config: parts.config, databaseUrl: parts.databaseUrl, poolSize: 4, logger }), parts);
}

/** Logs in and returns the Cookie header value for later requests. */
export async function loginAs(app: App, email = DEMO_ADMIN.email, password = DEMO_ADMIN.password): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { emailAddress: email, password } });
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'authToken');
  if (!cookie) throw new Error('login set no authToken cookie');
  return `authToken=${cookie.value}`;
}
