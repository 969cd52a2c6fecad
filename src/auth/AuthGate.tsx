import { useEffect, useState, type ReactNode } from 'react';
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

  const check = () => {
    setFailed(false);
    authProvider.refresh().catch(() => setFailed(true));
  };

  useEffect(() => {
    const unsubscribe = authProvider.subscribe((next, reason) => {
      setUser(next);
      if (reason === 'logout') navigate('/', { replace: true });
    });
    if (authProvider.current() === undefined) check();
    return unsubscribe;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authProvider]);

  if (failed) return <ServerUnreachable onRetry={check} />;
  if (user === undefined) return <LoadingScreen />;
  if (user === null) return <LoginPage login={authProvider.login} />;
  return <>{children}</>;
}
