import { useEffect } from 'react';
import { Confirm, useBlocker } from 'react-admin';

interface LeaveWarningProps {
  /** While true, leaving asks first. */
  active: boolean;
  message: string;
}

/**
 * While `active`, a route change inside the app waits for the admin's answer in a dialog (never
 * `window.confirm`, DESIGN.md), and closing or reloading the tab gets the browser's own warning.
 */
export function LeaveWarning({ active, message }: LeaveWarningProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

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

  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title="Leave this page?"
      content={message}
      confirm="Leave"
      cancel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
