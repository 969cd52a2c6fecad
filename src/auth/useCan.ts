import { useAuthProvider, useCanAccess, useResourceContext } from 'react-admin';
import type { AppAuthProvider } from '../authProvider';
import { mayAccess, type AppAction } from './access';

/** Screens outside any resource (the landing order) still ask: the rules do not depend on it. */
const NO_RESOURCE = 'app';

/**
 * `authProvider.canAccess` for `action` here, as react-admin's query answers it. Once the session
 * is known (every screen after the first) the answer is there on the first render, from the same
 * rule: asked afresh, an admin's form was disabled for a moment on each screen, and an Add
 * screen showed a spinner first.
 */
export const useAccess = (action: AppAction) => {
  const resource = useResourceContext() ?? NO_RESOURCE;
  const authProvider = useAuthProvider<AppAuthProvider>();
  return useCanAccess({
    action,
    resource,
    initialData: () => {
      const user = authProvider?.current?.();
      return user ? mayAccess(user, action) : undefined;
    },
  });
};

/**
 * Whether the logged-in user may do `action` here. False until the answer is in, so a control
 * that cannot work never shows for a moment; an admin's appears at once, the session being
 * already known.
 */
export const useCan = (action: AppAction) => useAccess(action).canAccess === true;
