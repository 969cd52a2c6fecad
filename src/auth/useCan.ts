import { useCanAccess, useResourceContext } from 'react-admin';
import type { AppAction } from './access';

/** Screens outside any resource (the landing order) still ask: the rules do not depend on it. */
const NO_RESOURCE = 'app';

/** `authProvider.canAccess` for `action` here, as react-admin's query answers it. */
export const useAccess = (action: AppAction) => {
  const resource = useResourceContext() ?? NO_RESOURCE;
  return useCanAccess({ action, resource });
};

/**
 * Whether the logged-in user may do `action` here. False until the answer is in, so a control
 * that cannot work never shows for a moment; an admin's appears at once, the session being
 * already known.
 */
export const useCan = (action: AppAction) => useAccess(action).canAccess === true;
