import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { FilterButton, TopToolbar } from 'react-admin';
import { ColumnsChooser } from './ColumnsChooser';

/**
 * A list's top toolbar (issue 32, saved views): react-admin's filter menu, which also saves the
 * current query under a name and applies a saved one, its column chooser (a table's, so not on a
 * phone, whose cards have no columns), then the list's own buttons. The saved queries and the
 * hidden columns follow the admin (src/preferencesStore.ts).
 */
export const ListActions = ({ children }: { children?: ReactNode }) => {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TopToolbar>
      <FilterButton />
      {!compact && <ColumnsChooser />}
      {children}
    </TopToolbar>
  );
};
