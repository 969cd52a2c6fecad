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
export const test = base.extend<TestFixtures, { servers: Servers }>({
  servers: [
    async ({ playwright }, use, workerInfo) => {
      const run = e2eRun();
      // A worker restarted after a failure has a new index, so a fresh copy.
      const name = `e2e_w${workerInfo.workerIndex}`;
      const databaseUrl = await cloneDatabase(run.maintenanceUrl, run.template, name);
      const sessions = new Map<string, { request: APIRequestContext; cookies: Cookies }>();
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
          async adminCookies(baseURL) {
            let session = sessions.get(baseURL);
            if (!session) {
              const request = await playwright.request.newContext();
              await logIn(request, baseURL);
              session = { request, cookies: (await request.storageState()).cookies };
              sessions.set(baseURL, session);
            }
            return session.cookies;
          },
          async adminSessionWorks(baseURL) {
            const session = sessions.get(baseURL);
            if (!session) return false;
            if ((await session.request.get(`${baseURL}/api/auth/session`)).ok()) return true;
            sessions.delete(baseURL);
            await session.request.dispose();
            return false;
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
