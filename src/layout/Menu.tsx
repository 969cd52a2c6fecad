import { Badge, Box, useTheme } from '@mui/material';
import { useId } from 'react';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import logoOnDark from '../assets/logo-dark.svg';
import logo from '../assets/logo.svg';
import type { AppAction } from '../auth/access';
import { useCan } from '../auth/useCan';
import { customScreens } from '../custom';
import { resources } from '../resources';
import type { UseMenuBadge } from '../resources/types';
import { menuOf, type MenuEntry } from './menu';

const menuItems = menuOf(resources, customScreens);

const MenuLink = ({ to, label, icon: Icon, badge }: MenuEntry) =>
  badge ? (
    <BadgedMenuLink to={to} label={label} icon={Icon} badge={badge} />
  ) : (
    <RaMenu.Item to={to} primaryText={label} leftIcon={<Icon />} />
  );

/**
 * A link with a count on its icon, seen with the sidebar collapsed too. The count is described
 * rather than named, so the link's name stays its label.
 */
const BadgedMenuLink = ({ to, label, icon: Icon, badge }: MenuEntry & { badge: UseMenuBadge }) => {
  const { count, description } = badge();
  const id = `${useId()}-badge`;
  // Collapsed, the link is named by its tooltip alone, and a number beside the name would not be in
  // it (WCAG 2.5.3): a dot says that something waits.
  const [open] = useSidebarState();
  return (
    <>
      <RaMenu.Item
        to={to}
        primaryText={label}
        aria-describedby={description ? id : undefined}
        leftIcon={
          <Badge
            badgeContent={count}
            variant={open ? 'standard' : 'dot'}
            color="error"
            max={999}
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <Icon />
          </Badge>
        }
      />
      {/* Beside the link, not in it: its text is the link's label alone. Hidden, it is read only as the description. */}
      <span id={id} hidden>
        {description}
      </span>
    </>
  );
};

/** Left out for a user who may not do what it opens (an Add screen, for support staff). */
const GuardedMenuLink = ({ needs, ...entry }: MenuEntry & { needs: AppAction }) => (useCan(needs) ? <MenuLink {...entry} /> : null);

/**
 * The sidebar: the product logo (its mark alone when collapsed), then one link per entry of the
 * menu the resource configs give. The logo sits above react-admin's menu, not in it: a `role="menu"` list may hold only
 * menu items (WCAG 1.3.1). The list's own top padding moves to the logo, so nothing shifts.
 */
export const Menu = () => {
  const [open] = useSidebarState();
  // The dark theme's logo writes its name in the light blue of that theme: the brand blue would not read on it.
  const fullLogo = useTheme().palette.mode === 'dark' ? logoOnDark : logo;
  return (
    <Box component="nav" aria-label="Sidebar">
      <Box sx={{ px: open ? 2 : 1, pt: 2.5, pb: 1.5, display: 'flex', alignItems: 'center' }}>
        <img src={open ? fullLogo : '/favicon.svg'} alt="Property Back-Office" height={open ? 36 : 32} />
      </Box>
      <RaMenu sx={{ pt: 0 }}>
        {menuItems.map((entry) =>
          entry.needs ? <GuardedMenuLink key={entry.to} {...entry} needs={entry.needs} /> : <MenuLink key={entry.to} {...entry} />,
        )}
      </RaMenu>
    </Box>
  );
};
