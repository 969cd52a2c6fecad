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
 * The dialog is open exactly while the router holds a navigation back, so a second attempt right
 * after 'Stay' asks again however quickly it comes (react-admin's own warning, keyed on the
 * blocker's state alone, missed one that came before it re-rendered and left the tabs dead).
 */
export function LeaveWarning({ active, message }: LeaveWarningProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  const held = blocker.state === 'blocked';

  // A navigation held by the check of a render just before the reason ended (a save that
  // succeeded and redirects in the same tick) goes ahead unasked.
  useEffect(() => {
    if (held && !active) blocker.proceed?.();
  }, [held, active, blocker]);

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
      isOpen={held && active}
      title="Leave this page?"
      content={message}
      confirm="Leave"
      cancel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
