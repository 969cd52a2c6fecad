import { afterEach, describe, expect, it } from 'vitest';
import { createAuthProvider, storedPendingLogout, type PendingLogout } from '../../src/authProvider';
import { fakeHttp } from './fakeHttp';

const admin = { id: 1, firstName: 'Alex', lastName: 'Morgan', emailAddress: 'admin@example.com', userRoleType: 'Administrator' };
const notLoggedIn = { status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Not logged in' } } };
const serverDown = { status: 503, json: undefined };

/** A pending-logout flag held in memory, as a fresh browser would start. */
function memoryFlag(initially = false): PendingLogout & { value: () => boolean } {
  let flag = initially;
  return { isSet: () => flag, set: () => void (flag = true), clear: () => void (flag = false), value: () => flag };
}

// Providers made without a flag keep it in (jsdom's) localStorage: start each test without one.
afterEach(() => localStorage.clear());

describe('authProvider', () => {
  it('logs in by posting the trimmed email and the password, then knows the user', async () => {
    const { http, calls } = fakeHttp({ json: { user: admin } });
    const auth = createAuthProvider(http);
    await auth.login({ emailAddress: '  admin@example.com ', password: ' secret ' });
    expect(calls[0]).toMatchObject({
      path: '/auth/user-login',
      request: { method: 'POST', body: { emailAddress: 'admin@example.com', password: ' secret ' } },
    });
    expect(auth.current()).toEqual(admin);
    await expect(auth.getIdentity!()).resolves.toMatchObject({ id: 1, fullName: 'Alex Morgan' });
  });

  it('rejects a failed login and stays logged out', async () => {
    const { http } = fakeHttp({ status: 401, json: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } } });
    const auth = createAuthProvider(http);
    await expect(auth.login({ emailAddress: 'a@b.c', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(auth.current()).toBeUndefined();
  });

  it('checks the session with GET /auth/session, never by reading a cookie; nobody logged in is an answer, not a 401', async () => {
    const { http, calls } = fakeHttp({ json: { user: null } }, { json: { user: admin } });
    const auth = createAuthProvider(http);
    await expect(auth.checkAuth({})).rejects.toThrow();
    expect(auth.current()).toBeNull();
    await expect(auth.refresh()).resolves.toEqual(admin);
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(calls.map((c) => c.path)).toEqual(['/auth/session?optional=true', '/auth/session?optional=true']);
  });

  it('still reads a 401 from the session check as nobody logged in', async () => {
    const { http } = fakeHttp(notLoggedIn);
    await expect(createAuthProvider(http).refresh()).resolves.toBeNull();
  });

  it('lets a failure other than 401 surface from the session check (server down is not "logged out")', async () => {
    const { http } = fakeHttp({ status: 503, json: undefined });
    await expect(createAuthProvider(http).refresh()).rejects.toMatchObject({ status: 503 });
  });

  it('logs out through the API, ignores its failure, forgets the user and sends the browser to /', async () => {
    const { http, calls } = fakeHttp({ json: { user: admin } }, { status: 500, json: undefined });
    const auth = createAuthProvider(http);
    const heard: [unknown, string][] = [];
    auth.subscribe((user, reason) => heard.push([user, reason]));
    await auth.login({ emailAddress: 'admin@example.com', password: 'p' });
    await expect(auth.logout({})).resolves.toBe('/');
    expect(calls[1]).toMatchObject({ path: '/auth/user-logout', request: { method: 'POST' } });
    expect(auth.current()).toBeNull();
    expect(heard).toEqual([
      [admin, 'login'],
      [null, 'logout'],
    ]);
  });

  it('ends the session on a 401 from any call, but not on a 403', async () => {
    const { http } = fakeHttp({ json: { user: admin } });
    const auth = createAuthProvider(http);
    await auth.login({ emailAddress: 'admin@example.com', password: 'p' });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(auth.current()).toEqual(admin);
    await expect(auth.checkError({ status: 401 })).rejects.toBeTruthy();
    expect(auth.current()).toBeNull();
  });

  describe('a logout that did not reach the server', () => {
    it('is remembered, and sent again before the next session check instead of trusting the cookie', async () => {
      const flag = memoryFlag();
      const { http, calls } = fakeHttp({ json: { user: admin } }, serverDown, { json: { loggedOut: true } });
      const auth = createAuthProvider(http, flag);
      await auth.login({ emailAddress: 'admin@example.com', password: 'p' });
      await expect(auth.logout({})).resolves.toBe('/');
      expect(flag.value()).toBe(true);

      // The next load (a fresh provider over the same browser storage) logs out first.
      const reloaded = createAuthProvider(http, flag);
      await expect(reloaded.checkAuth({})).rejects.toThrow();
      expect(calls.map((c) => c.path)).toEqual(['/auth/user-login', '/auth/user-logout', '/auth/user-logout']);
      expect(flag.value()).toBe(false);
      expect(reloaded.current()).toBeNull();
    });

    it('keeps showing the login while the server stays unreachable, and keeps the flag', async () => {
      const flag = memoryFlag(true);
      const { http, calls } = fakeHttp(serverDown);
      const auth = createAuthProvider(http, flag);
      await expect(auth.refresh()).resolves.toBeNull();
      expect(calls.map((c) => c.path)).toEqual(['/auth/user-logout']);
      expect(flag.value()).toBe(true);
    });

    it('is forgotten once the admin logs in again: the new session is theirs', async () => {
      const flag = memoryFlag(true);
      const { http } = fakeHttp({ json: { user: admin } }, { json: { user: admin } });
      const auth = createAuthProvider(http, flag);
      await auth.login({ emailAddress: 'admin@example.com', password: 'p' });
      expect(flag.value()).toBe(false);
      await expect(auth.refresh()).resolves.toEqual(admin);
    });

    it('is kept in localStorage, so other tabs and reloads see it', () => {
      storedPendingLogout.set();
      expect(localStorage.getItem('backOffice.logoutPending')).toBe('1');
      expect(storedPendingLogout.isSet()).toBe(true);
      storedPendingLogout.clear();
      expect(storedPendingLogout.isSet()).toBe(false);
    });
  });

  it('a logout that succeeds leaves nothing pending', async () => {
    const flag = memoryFlag();
    const { http } = fakeHttp({ json: { user: admin } }, { json: { loggedOut: true } });
    const auth = createAuthProvider(http, flag);
    await auth.login({ emailAddress: 'admin@example.com', password: 'p' });
    await auth.logout({});
    expect(flag.value()).toBe(false);
  });
});
