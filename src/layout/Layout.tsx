import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { SidebarDefault } from './SidebarDefault';

/**
 * The page is never wider than the window (react-admin lets content widen it): what does not
 * fit folds (lists, forms) or scrolls inside its own box.
 */
const fitWindow = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export const Layout = ({ children }: { children: ReactNode }) => (
  <SidebarDefault>
    <RaLayout appBar={AppBar} menu={Menu} sx={fitWindow}>
      {children}
    </RaLayout>
  </SidebarDefault>
);
