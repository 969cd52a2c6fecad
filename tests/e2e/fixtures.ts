import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026', fullName: 'Alex Morgan' };

/** The server started by the global setup; each test gets a fresh browser context. */
export const test = base.extend<{ loggedIn: Page }>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  /** A page whose context already holds an admin session (logged in through the API). */
  loggedIn: async ({ page, baseURL }, use) => {
    const res = await page.request.post(`${baseURL}/api/auth/user-login`, {
      data: { emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(res.status()).toBe(200);
    await use(page);
  },
});

export { expect };
