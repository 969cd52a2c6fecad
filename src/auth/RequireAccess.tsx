import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import type { AppAction } from './access';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { useAccess } from './useCan';

/**
 * A route only some users may use (the Add screens): the others see why, at the same address,
 * rather than react-admin's redirect to '/access-denied'.
 */
export const RequireAccess = ({ action, children }: { action: AppAction; children: ReactNode }) => {
  const { canAccess, isPending } = useAccess(action);
  if (isPending) return <Loading />;
  return canAccess ? <>{children}</> : <ReadOnlyNotice />;
};
