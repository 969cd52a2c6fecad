import { createAuthProvider, type PendingLogout, type SessionUser } from '../../src/authProvider';
import { fakeHttp } from './fakeHttp';

const person = { firstName: 'Alex', lastName: 'Morgan', emailAddress: 'someone@example.com' };
export const ADMIN: SessionUser = { ...person, id: 1, userRoleTypeId: 1, userRoleType: 'Administrator', readOnly: false };
export const SUPPORT: SessionUser = { ...person, id: 2, userRoleTypeId: 7, userRoleType: 'Support', readOnly: true };

const noPendingLogout: PendingLogout = { isSet: () => false, set: () => undefined, clear: () => undefined };

/**
 * The app's own authProvider (its `canAccess` included), already logged in as `user`: the
 * session check is answered by a fake HTTP client. For `<AdminContext authProvider={...}>`.
 */
export async function sessionAs(user: SessionUser) {
  const { http } = fakeHttp({ json: { user } });
  const auth = createAuthProvider(http, noPendingLogout);
  await auth.refresh();
  return auth;
}
