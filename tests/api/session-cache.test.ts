import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { loginAs } from './helpers/test-app';
import { demoUserOfRole, editableFields, givePassword, setActive } from './helpers/users';

// Reads reuse a session seen within SESSION_CACHE_MS; these tests pin down that every write made
// through the server is still felt by the very next read, and what a change made around it costs.
const CACHE_MS = 1500;
const api = useLoggedInApp({ SESSION_CACHE_MS: String(CACHE_MS), LOGIN_RATE_LIMIT_MAX: '1000' });

const session = (cookie: string) => api.get('/api/auth/session', { cookie });
const getUser = (cookie: string, id: number) => api.get(`/api/users/${id}`, { cookie });

/** A second demo admin with a password and a session that a read has just put in the cache. */
async function cachedSecondAdmin(password: string) {
  const other = await demoUserOfRole(api.app, 1, 1);
  await givePassword(api.app, other.id, password);
  const cookie = await loginAs(api.app, other.emailAddress, password);
  expect((await session(cookie)).statusCode).toBe(200);
  return { ...other, cookie };
}

describe('session cache', () => {
  it('ends a session at once on logout, right after a cached read', async () => {
    const cookie = await loginAs(api.app);
    expect((await session(cookie)).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'POST', url: '/api/auth/user-logout', headers: { cookie } })).statusCode).toBeLessThan(300);
    expectError(await session(cookie), 401);
  });

  it("ends a user's sessions at once when an admin resets their password", async () => {
    const other = await cachedSecondAdmin('second-admin-pw');
    const res = await api.send('POST', '/api/auth/admin-reset-password', { userId: other.id, newPassword: 'a-brand-new-pw' });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expectError(await session(other.cookie), 401);
  });

  it('takes away admin access at once when an admin makes another admin a buyer', async () => {
    const other = await cachedSecondAdmin('demoted-admin-pw');
    const user = (await getUser(api.cookie, other.id)).json();
    try {
      const res = await api.send('PUT', `/api/users/?id=${other.id}`, { ...editableFields(user), userRoleTypeId: 5 });
      expect(res.statusCode, res.body).toBe(200);
      expect((await getUser(other.cookie, other.id)).statusCode).toBe(401);
    } finally {
      await api.send('PUT', `/api/users/?id=${other.id}`, { ...editableFields(user), userRoleTypeId: 1 });
    }
  });

  it('refuses a write by a user deactivated by another process, even within the cache window', async () => {
    const other = await cachedSecondAdmin('deactivated-admin-pw');
    const user = (await getUser(api.cookie, other.id)).json();
    await setActive(api.app, other.id, false);
    try {
      const res = await api.send(
        'PUT',
        `/api/users/?id=${other.id}`,
        { ...editableFields(user), notes: 'Written by a deactivated admin' },
        { cookie: other.cookie },
      );
      expectError(res, 401);
      expect((await getUser(api.cookie, other.id)).json().notes).toBe(user.notes);
    } finally {
      await setActive(api.app, other.id, true);
    }
  });

  it('lets reads by a user deactivated by another process through for at most SESSION_CACHE_MS', async () => {
    const other = await cachedSecondAdmin('lapsing-admin-pw');
    await setActive(api.app, other.id, false);
    try {
      const started = Date.now();
      expect((await session(other.cookie)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, CACHE_MS + 50 - (Date.now() - started))));
      expectError(await session(other.cookie), 401);
    } finally {
      await setActive(api.app, other.id, true);
    }
  });
});
