import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppAuthProvider, SessionUser } from '../authProvider';
import { LoadingScreen } from './LoadingScreen';
import { LoginPage } from './LoginPage';
import { ServerUnreachable } from './ServerUnreachable';

/**
 * Spec §2 'Login and session': a loading screen while the session is checked, the login
 * screen when there is none (at whatever address was opened), the admin area once logged in.
 * Logging out returns to '/'. Unmounting the admin on logout drops every cached record.
 */
export function AuthGate({ authProvider, children }: { authProvider: AppAuthProvider; children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(authProvider.current());
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();

  const check = useCallback(() => authProvider.refresh().catch(() => setFailed(true)), [authProvider]);
  const retry = () => {
    setFailed(false);
    void check();
  };

  useEffect(() => {
    const unsubscribe = authProvider.subscribe((next, reason) => {
      setUser(next);
      if (reason === 'logout') void navigate('/', { replace: true });
    });
    if (authProvider.current() === undefined) void check();
    return unsubscribe;
  }, [authProvider, navigate, check]);

  if (failed) return <ServerUnreachable onRetry={retry} />;
  if (user === undefined) return <LoadingScreen />;
  if (user === null) return <LoginPage login={authProvider.login} />;
  return <>{children}</>;
}
