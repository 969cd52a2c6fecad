import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { expectError } from './helpers/expect-error';
import { buildTestApp, loginAs } from './helpers/test-app';
import { demoUserOfRole, editableFields, givePassword, setActive } from './helpers/users';

// Reads reuse a session seen within SESSION_CACHE_MS; these tests pin down that every write made
// through the server is still felt by the very next read, and what a change made around it costs.
const CACHE_MS = 1500;
let app: App;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp({ SESSION_CACHE_MS: String(CACHE_MS), LOGIN_RATE_LIMIT_MAX: '1000' });
  admin = await loginAs(app);
});
afterAll(() => app.close());

const session = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
const getUser = (cookie: string, id: number) => app.inject({ method: 'GET', url: `/api/users/${id}`, headers: { cookie } });

/** A second demo admin with a password and a session that a read has just put in the cache. */
async function cachedSecondAdmin(password: string) {
  const other = await demoUserOfRole(app, 1, 1);
  await givePassword(app, other.id, password);
  const cookie = await loginAs(app, other.emailAddress, password);
  expect((await session(cookie)).statusCode).toBe(200);
  return { ...other, cookie };
}

describe('session cache', () => {
  it('ends a session at once on logout, right after a cached read', async () => {
    const cookie = await loginAs(app);
    expect((await session(cookie)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/user-logout', headers: { cookie } })).statusCode).toBeLessThan(300);
    expectError(await session(cookie), 401);
  });

  it("ends a user's sessions at once when an admin resets their password", async () => {
    const other = await cachedSecondAdmin('second-admin-pw');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-reset-password',
      headers: { cookie: admin },
      payload: { userId: other.id, newPassword: 'a-brand-new-pw' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expectError(await session(other.cookie), 401);
  });

  it('takes away admin access at once when an admin makes another admin a buyer', async () => {
    const other = await cachedSecondAdmin('demoted-admin-pw');
    const user = (await getUser(admin, other.id)).json();
    try {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/users/?id=${other.id}`,
        headers: { cookie: admin },
        payload: { ...editableFields(user), userRoleTypeId: 5 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await getUser(other.cookie, other.id)).statusCode).toBe(401);
    } finally {
      await app.inject({ method: 'PUT', url: `/api/users/?id=${other.id}`, headers: { cookie: admin }, payload: { ...editableFields(user), userRoleTypeId: 1 } });
    }
  });

  it('refuses a write by a user deactivated by another process, even within the cache window', async () => {
    const other = await cachedSecondAdmin('deactivated-admin-pw');
    const user = (await getUser(admin, other.id)).json();
    await setActive(app, other.id, false);
    try {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/users/?id=${other.id}`,
        headers: { cookie: other.cookie },
        payload: { ...editableFields(user), notes: 'Written by a deactivated admin' },
      });
      expectError(res, 401);
      expect((await getUser(admin, other.id)).json().notes).toBe(user.notes);
    } finally {
      await setActive(app, other.id, true);
    }
  });

  it('lets reads by a user deactivated by another process through for at most SESSION_CACHE_MS', async () => {
    const other = await cachedSecondAdmin('lapsing-admin-pw');
    await setActive(app, other.id, false);
    try {
      const started = Date.now();
      expect((await session(other.cookie)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, CACHE_MS + 50 - (Date.now() - started))));
      expectError(await session(other.cookie), 401);
    } finally {
      await setActive(app, other.id, true);
    }
  });
});
