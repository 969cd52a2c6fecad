import type { AuthProvider, UserIdentity } from 'react-admin';
import type { Static } from 'typebox';
import type { LoginBody, OptionalSessionResponse, SessionResponse, SessionUser as SessionUserSchema } from '@common/api/auth';
import { mayAccess } from './auth/access';
import { fetchHttpClient, type HttpClient } from './httpClient';

/** Who is logged in, as `GET /api/auth/session` answers. */
export type SessionUser = Static<typeof SessionUserSchema>;

/** What the login form posts to `POST /api/auth/user-login`. */
export type Credentials = Static<typeof LoginBody>;

/** Why the session changed: a logout returns to '/', an expiry keeps the address. */
type SessionChange = 'login' | 'logout' | 'checked' | 'expired';
type Listener = (user: SessionUser | null, reason: SessionChange) => void;

export type AppAuthProvider = AuthProvider & {
  login: (credentials: Credentials) => Promise<SessionUser>;
  /** The session as last seen; `undefined` until it has been checked. */
  current(): SessionUser | null | undefined;
  /** Asks the server who is logged in (the cookie is HttpOnly: JavaScript never reads it). */
  refresh(): Promise<SessionUser | null>;
  subscribe(listener: Listener): () => void;
};

const toIdentity = (user: SessionUser): UserIdentity => ({
  id: user.id,
  fullName: `${user.firstName} ${user.lastName}`.trim(),
  firstName: user.firstName,
  email: user.emailAddress,
});

/** Remembers, across reloads, that a logout did not reach the server. */
export interface PendingLogout {
  isSet(): boolean;
  set(): void;
  clear(): void;
}

const PENDING_LOGOUT_KEY = 'backOffice.logoutPending';

/** In localStorage, so every tab of this browser sees it; a browser without storage just forgets. */
export const storedPendingLogout: PendingLogout = {
  isSet: () => attempt(() => localStorage.getItem(PENDING_LOGOUT_KEY) === '1') ?? false,
  set: () => attempt(() => localStorage.setItem(PENDING_LOGOUT_KEY, '1')),
  clear: () => attempt(() => localStorage.removeItem(PENDING_LOGOUT_KEY)),
};

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/**
 * The session lives in an HttpOnly cookie set by the API; nothing about the user is stored in
 * the browser. Subscribers (the AuthGate) hear when the session starts or ends.
 *
 * JavaScript cannot delete that cookie, so a logout whose request failed would leave the session
 * alive: the next load would be logged in again. Such a logout is remembered (`pendingLogout`)
 * and sent again before the next session check; until it gets through, the app shows the login.
 */
export function createAuthProvider(http: HttpClient, pendingLogout: PendingLogout = storedPendingLogout): AppAuthProvider {
  let user: SessionUser | null | undefined;
  const listeners = new Set<Listener>();
  const set = (next: SessionUser | null, reason: SessionChange) => {
    user = next;
    listeners.forEach((l) => l(next, reason));
  };

  /** Asks the server to end the session; true once it has (the cookie is gone with it). */
  const endSession = async () => {
    try {
      await http('/auth/user-logout', { method: 'POST' });
      pendingLogout.clear();
      return true;
    } catch {
      pendingLogout.set();
      return false;
    }
  };

  const refresh = async () => {
    if (pendingLogout.isSet()) {
      await endSession();
      set(null, 'checked');
      return null;
    }
    try {
      // Optional: nobody logged in answers { user: null }, not a 401 the browser would log as an error.
      const { json } = await http<Static<typeof OptionalSessionResponse>>('/auth/session?optional=true');
      set(json.user, 'checked');
    } catch (error) {
      if ((error as { status?: number }).status !== 401) throw error;
      set(null, 'checked');
    }
    return user ?? null;
  };

  return {
    current: () => user,
    refresh,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async login({ emailAddress, password }: Credentials) {
      const { json } = await http<Static<typeof SessionResponse>>('/auth/user-login', {
        method: 'POST',
        body: { emailAddress: emailAddress.trim(), password },
      });
      // A new session replaces the one an earlier failed logout left behind.
      pendingLogout.clear();
      set(json.user, 'login');
      return json.user;
    },

    // Spec: the logout call is made, a failure is ignored, and the browser goes to '/'.
    // (A failure is remembered and retried on the next load: see above.)
    async logout() {
      await endSession();
      set(null, 'logout');
      return '/';
    },

    async checkAuth() {
      if ((user ?? (await refresh())) === null) throw new Error('Not logged in');
    },

    // A 403 means forbidden or cross-site, not logged out: only a 401 ends the session.
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        set(null, 'expired');
        // react-admin logs out when checkError rejects; the HttpError it was given says why.
        throw error instanceof Error ? error : new Error('Session expired');
      }
    },

    async getIdentity() {
      const current = user ?? (await refresh());
      if (!current) throw new Error('Not logged in');
      return toIdentity(current);
    },

    async getPermissions() {
      return undefined;
    },

    // react-admin's access control (its routes and buttons ask, and so does useCan): support
    // staff read, admins do anything. The server refuses the same writes (403 READ_ONLY).
    async canAccess({ action }) {
      return mayAccess(user ?? (await refresh()), action);
    },
  };
}

export const authProvider = createAuthProvider(fetchHttpClient);
