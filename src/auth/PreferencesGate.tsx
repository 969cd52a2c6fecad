import { useEffect, useState, type ReactNode } from 'react';
import type { PreferencesStore } from '../preferencesStore';
import { LoadingScreen } from './LoadingScreen';

/**
 * Issue 32, saved views: once logged in, the admin's own preferences (theme, sidebar, columns,
 * saved queries) are loaded before the app shows, so it opens as they left it, in any browser.
 * AuthGate mounts this afresh at each login, so the next admin on this browser gets theirs.
 * A failed load is no failure: the app opens with what this browser remembers.
 */
export function PreferencesGate({ store, children }: { store: PreferencesStore; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void store.load().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, [store]);
  return ready ? <>{children}</> : <LoadingScreen />;
}
