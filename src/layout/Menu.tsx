import { Box } from '@mui/material';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import logo from '../assets/logo.svg';
import type { AppAction } from '../auth/access';
import { useCan } from '../auth/useCan';
import { customScreens } from '../custom';
import { resources } from '../resources';
import { menuOf, type MenuEntry } from './menu';

const menuItems = menuOf(resources, customScreens);

const MenuLink = ({ to, label, icon: Icon }: MenuEntry) => <RaMenu.Item to={to} primaryText={label} leftIcon={<Icon />} />;

/** Left out for a user who may not do what it opens (an Add screen, for support staff). */
const GuardedMenuLink = ({ needs, ...entry }: MenuEntry & { needs: AppAction }) => (useCan(needs) ? <MenuLink {...entry} /> : null);

/**
 * The sidebar: the product logo (its mark alone when collapsed), then one link per entry of the
 * menu the resource configs give. The logo sits above react-admin's menu, not in it: a `role="menu"` list may hold only
 * menu items (WCAG 1.3.1). The list's own top padding moves to the logo, so nothing shifts.
 */
export const Menu = () => {
  const [open] = useSidebarState();
  return (
    <Box component="nav" aria-label="Sidebar">
      <Box sx={{ px: open ? 2 : 1, pt: 2.5, pb: 1.5, display: 'flex', alignItems: 'center' }}>
        <img src={open ? logo : '/favicon.svg'} alt="Property Back-Office" height={open ? 36 : 32} />
      </Box>
      <RaMenu sx={{ pt: 0 }}>
        {menuItems.map((entry) =>
          entry.needs ? <GuardedMenuLink key={entry.to} {...entry} needs={entry.needs} /> : <MenuLink key={entry.to} {...entry} />,
        )}
      </RaMenu>
    </Box>
  );
};
