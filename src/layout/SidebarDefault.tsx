import { useMediaQuery, type Theme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { StoreContext, useStoreContext, type Store } from 'react-admin';

/** react-admin's store key for whether the sidebar is open (its `useSidebarState`). */
const SIDEBAR_OPEN = 'sidebar.open';
/** Where a phone keeps whether its drawer is open instead: in this browser only. */
const DRAWER_OPEN = 'sidebar.drawerOpen';

/**
 * Whether the sidebar starts open: only from `lg` (1200 px) up. Narrower, it starts collapsed
 * to its icons (below `sm` react-admin makes it a drawer, closed), so lists keep the width for
 * their columns. Until the admin toggles it, it follows the window across `lg`; after that, their
 * choice is kept (react-admin stores it, and it follows the admin: src/preferencesStore.ts).
 *
 * A phone's drawer is not that choice: opened for a link and closed by it, it would otherwise
 * open or close the sidebar of the admin's desktop. Below `sm` it is kept under a key of its own.
 */
export const SidebarDefault = ({ children }: { children: ReactNode }) => {
  const store = useStoreContext();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const withDefault = useMemo<Store>(() => {
    const keyOf = (key: string) => (phone && key === SIDEBAR_OPEN ? DRAWER_OPEN : key);
    return {
      ...store,
      // The app's store is set up and torn down by <Admin>, not here.
      setup: () => undefined,
      teardown: () => undefined,
      getItem: <T,>(key: string, fallback?: T) => store.getItem<T>(keyOf(key), key === SIDEBAR_OPEN ? (wide as T) : fallback),
      setItem: (key, value) => store.setItem(keyOf(key), value),
      removeItem: (key) => store.removeItem(keyOf(key)),
      subscribe: (key, callback) => store.subscribe(keyOf(key), callback),
    };
  }, [store, wide, phone]);
  return <StoreContext.Provider value={withDefault}>{children}</StoreContext.Provider>;
};
