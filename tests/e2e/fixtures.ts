import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from './setup/appServer';
import { cloneDatabase, dropDatabase, e2eRun } from './setup/databases';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026', fullName: 'Alex Morgan' };
/** The demo's read-only support login (issue 16). */
const DEMO_SUPPORT = { email: 'support@example.com', password: 'demo-support-2026' };

type Cookies = Parameters<BrowserContext['addCookies']>[0];

interface TestFixtures {
  /** A page whose context already holds an admin session. */
  loggedIn: Page;
  /**
   * Which server a test's `baseURL` names: 'own' (the default), the worker's server on its own
   * copy of the demo data, which this worker's earlier tests may have written to; 'untouched',
   * the demo data no test changes (writes to it fail), for list tests that compare the screen
   * with it page by page.
   */
  data: 'own' | 'untouched';
  /** Log in afresh rather than share the worker's admin session: for tests that end their session. */
  freshLogin: boolean;
  /** A page logged in as the demo support user (read-only), in a session of its own. */
  asSupport: Page;
}

/**
 * A worker's browser profile for one server: a persistent context, so its HTTP cache and V8's
 * code cache outlive a test. A fresh incognito context per test made every test download,
 * decompress and compile the app's 1.1 MB of JavaScript afresh: the whole stage took 693 CPU-s
 * and 384 s that way, 613 CPU-s and 348 s with kept profiles. What a test may leave behind in
 * one (cookies, storage, permissions, routes, open pages) is cleared before the next test.
 */
interface Profiles {
  profile(baseURL: string): Promise<BrowserContext>;
}

/** The servers a worker's tests use, and the admin session it keeps on each. */
interface Servers {
  /** The worker's own server, on a fresh copy of the demo data. */
  own: string;
  /** The shared server on the untouched demo data. */
  untouched: string;
  /** The cookies of the worker's admin session on that server (logged in on first use). */
  adminCookies(baseURL: string): Promise<Cookies>;
  /** Whether that session still works; one that does not is dropped, so the next test logs in again. */
  adminSessionWorks(baseURL: string): Promise<boolean>;
  /**
   * Empties the demo admin's preferences on that server (theme, sidebar, columns, saved queries):
   * they live on the server (issue 32), so a test's would otherwise outlast the site storage cleared between tests.
   */
  resetAdminPreferences(baseURL: string): Promise<void>;
}

/**
 * Site storage a test left in a kept profile: react-admin's store keeps list filters, sort and
 * page size in localStorage. (The context fixture clears the rest: pages, cookies, permissions
 * and context-wide routes.) The HTTP and code caches stay: they are why the profile is kept.
 */
async function clearSiteStorage(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'local_storage,session_storage,indexeddb,cache_storage,service_workers,file_systems',
  });
  await cdp.detach();
}

const logIn = async (request: APIRequestContext, baseURL: string) => {
  const res = await request.post(`${baseURL}/api/auth/user-login`, {
    data: { emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(res.status(), 'the demo admin logs in').toBe(200);
};

/**
 * Each worker copies the global setup's template database (setup/global-setup.ts) and starts a
 * server of its own on the copy; its tests share one admin session per server.
 */
export const test = base.extend<TestFixtures, { servers: Servers; profiles: Profiles }>({
  profiles: [
    async ({ playwright, launchOptions }, use, workerInfo) => {
      const open = new Map<string, Promise<{ dir: string; context: BrowserContext }>>();
      const launch = async (baseURL: string) => {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'bo-e2e-profile-'));
        const context = await playwright.chromium.launchPersistentContext(dir, {
          ...launchOptions,
          baseURL,
          viewport: workerInfo.project.use.viewport,
          reducedMotion: workerInfo.project.use.reducedMotion,
        });
        return { dir, context };
      };
      await use({
        async profile(baseURL) {
          if (!open.has(baseURL)) open.set(baseURL, launch(baseURL));
          return (await open.get(baseURL)!).context;
        },
      });
      for (const opened of open.values()) {
        const { dir, context } = await opened;
        await context.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 30_000 },
  ],

  servers: [
    async ({ playwright }, use, workerInfo) => {
      const run = e2eRun();
      // A worker restarted after a failure has a new index, so a fresh copy.
      const name = `e2e_w${workerInfo.workerIndex}`;
      const databaseUrl = await cloneDatabase(run.maintenanceUrl, run.template, name);
      const sessions = new Map<string, { request: APIRequestContext; cookies: Cookies }>();
      const adminSession = async (baseURL: string) => {
        let session = sessions.get(baseURL);
        if (!session) {
          const request = await playwright.request.newContext();
          await logIn(request, baseURL);
          session = { request, cookies: (await request.storageState()).cookies };
          sessions.set(baseURL, session);
        }
        return session;
      };
      const dropSession = async (baseURL: string) => {
        await sessions.get(baseURL)?.request.dispose();
        sessions.delete(baseURL);
      };
      let server: AppServer | undefined;
      try {
        server = await startAppServer({
          databaseUrl,
          staticDir: run.staticDir,
          serverDir: run.serverDir,
          dataDir: path.join(run.runDir, name),
          templateDataDir: run.templateDataDir,
        });
        await use({
          own: server.url,
          untouched: run.untouchedUrl,
          adminCookies: async (baseURL) => (await adminSession(baseURL)).cookies,
          async adminSessionWorks(baseURL) {
            const session = sessions.get(baseURL);
            if (!session) return false;
            if ((await session.request.get(`${baseURL}/api/auth/session`)).ok()) return true;
            await dropSession(baseURL);
            return false;
          },
          async resetAdminPreferences(baseURL) {
            // Once more after a 401: a test may have ended the worker's session (a password reset ends the others).
            for (const last of [false, true]) {
              const res = await (await adminSession(baseURL)).request.put(`${baseURL}/api/auth/preferences`, { data: { preferences: {} } });
              if (res.ok()) return;
              if (last || res.status() !== 401)
                throw new Error(`Resetting the admin's preferences answered ${res.status()}: ${await res.text()}`);
              await dropSession(baseURL);
            }
          },
        });
      } finally {
        for (const { request } of sessions.values()) await request.dispose();
        await server?.stop();
        await dropDatabase(run.maintenanceUrl, name);
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  data: ['own', { option: true }],
  freshLogin: [false, { option: true }],
  baseURL: async ({ data, servers }, use) => use(servers[data]),

  context: async ({ profiles, baseURL }, use) => {
    const context = await profiles.profile(baseURL!);
    for (const page of context.pages()) await page.close();
    await context.clearCookies();
    await context.clearPermissions();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await use(context);
  },

  page: async ({ context, baseURL, viewport, reducedMotion, servers }, use) => {
    const page = await context.newPage();
    await clearSiteStorage(page, baseURL!);
    await servers.resetAdminPreferences(baseURL!);
    // A test's own viewport or motion setting (test.use): the profile opens pages with the project's.
    const { project } = test.info();
    if (viewport && JSON.stringify(viewport) !== JSON.stringify(project.use.viewport)) await page.setViewportSize(viewport);
    if (reducedMotion !== project.use.reducedMotion) await page.emulateMedia({ reducedMotion });
    await use(page);
    await page.close();
  },

  asSupport: async ({ page, baseURL }, use) => {
    const res = await page.request.post(`${baseURL}/api/auth/user-login`, {
      data: { emailAddress: DEMO_SUPPORT.email, password: DEMO_SUPPORT.password },
    });
    expect(res.status(), 'the demo support user logs in').toBe(200);
    await use(page);
  },

  loggedIn: async ({ page, baseURL, freshLogin, servers }, use) => {
    if (freshLogin) {
      await logIn(page.request, baseURL!);
      return use(page);
    }
    await page.context().addCookies(await servers.adminCookies(baseURL!));
    await use(page);
    if (!(await servers.adminSessionWorks(baseURL!))) {
      throw new Error("This test ended the worker's shared admin session: a test that logs out needs test.use({ freshLogin: true }).");
    }
  },
});

export { expect };
