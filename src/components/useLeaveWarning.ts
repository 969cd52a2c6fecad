import { useEffect } from 'react';
import { useBlocker } from 'react-admin';

/**
 * While `active`, leaving asks first, as forms with unsaved changes do (react-admin's
 * warnWhenUnsavedChanges): a route change inside the app waits for the browser's confirm with
 * `message`, and closing or reloading the tab gets the browser's own warning.
 */
export function useLeaveWarning(active: boolean, message: string) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!blocked) return;
    if (window.confirm(message)) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object changes on every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocked, message]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
