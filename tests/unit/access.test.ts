import { describe, expect, it } from 'vitest';
import { mayAccess, type AppAction } from '../../src/auth/access';
import { createAuthProvider } from '../../src/authProvider';
import { fakeHttp } from './fakeHttp';

const person = {
  id: 1,
  firstName: 'Alex',
  lastName: 'Morgan',
  emailAddress: 'a@example.com',
  userRoleTypeId: 1,
  userRoleType: 'Administrator',
};
const admin = { ...person, readOnly: false };
const support = { ...person, id: 2, userRoleTypeId: 7, userRoleType: 'Support', readOnly: true };

const reads: AppAction[] = ['list', 'show', 'export'];
const writes: AppAction[] = ['create', 'edit', 'delete', 'reorder', 'upload', 'download-private'];

describe('access rules (issue 16)', () => {
  it('lets an administrator do anything', () => {
    for (const action of [...reads, ...writes]) expect(mayAccess(admin, action)).toBe(true);
  });

  it('lets support staff read and export, and nothing else', () => {
    for (const action of reads) expect(mayAccess(support, action)).toBe(true);
    for (const action of writes) expect(mayAccess(support, action)).toBe(false);
    // An action the app may name later is a write until said otherwise.
    expect(mayAccess(support, 'publish')).toBe(false);
  });

  it('lets nobody in without a session', () => {
    expect(mayAccess(null, 'list')).toBe(false);
    expect(mayAccess(undefined, 'list')).toBe(false);
  });
});

describe('authProvider.canAccess', () => {
  it('answers from the session the server reported (readOnly)', async () => {
    const { http } = fakeHttp({ json: { user: support } });
    const auth = createAuthProvider(http);
    await auth.login({ emailAddress: 'support@example.com', password: 'p' });
    await expect(auth.canAccess!({ action: 'list', resource: 'users' })).resolves.toBe(true);
    await expect(auth.canAccess!({ action: 'edit', resource: 'users' })).resolves.toBe(false);
    await expect(auth.canAccess!({ action: 'create', resource: 'properties' })).resolves.toBe(false);
  });

  it('asks the server who is logged in when it does not know yet, once', async () => {
    const { http, calls } = fakeHttp({ json: { user: admin } });
    const auth = createAuthProvider(http);
    await expect(auth.canAccess!({ action: 'delete', resource: 'properties' })).resolves.toBe(true);
    await expect(auth.canAccess!({ action: 'reorder', resource: 'app' })).resolves.toBe(true);
    expect(calls.map((call) => call.path)).toEqual(['/auth/session?optional=true']);
  });

  it('refuses everything once the session is gone', async () => {
    const { http } = fakeHttp({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Not logged in' } } });
    await expect(createAuthProvider(http).canAccess!({ action: 'list', resource: 'users' })).resolves.toBe(false);
  });
});
