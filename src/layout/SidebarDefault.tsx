import { useMediaQuery, type Theme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { StoreContext, useStoreContext, type Store } from 'react-admin';

/** react-admin's store key for whether the sidebar is open (its `useSidebarState`). */
const SIDEBAR_OPEN = 'sidebar.open';

/**
 * Whether the sidebar starts open: only from `lg` (1200 px) up. Narrower, it starts collapsed
 * to its icons (below `sm` react-admin makes it a drawer, closed), so lists keep the width for
 * their columns. Until the admin toggles it, it follows the window across `lg`; after that, their
 * choice is kept (react-admin stores it).
 */
export const SidebarDefault = ({ children }: { children: ReactNode }) => {
  const store = useStoreContext();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const withDefault = useMemo<Store>(
    () => ({
      ...store,
      // The app's store is set up and torn down by <Admin>, not here.
      setup: () => undefined,
      teardown: () => undefined,
      getItem: <T,>(key: string, fallback?: T) => store.getItem<T>(key, key === SIDEBAR_OPEN ? (wide as T) : fallback),
    }),
    [store, wide],
  );
  return <StoreContext.Provider value={withDefault}>{children}</StoreContext.Provider>;
};
