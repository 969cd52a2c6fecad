import { Box } from '@mui/material';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import logo from '../assets/logo.svg';
import { menuItems } from './menuItems';

/** The sidebar: the product logo (its mark alone when collapsed), then one link per `menuItems` entry. */
export const Menu = () => {
  const [open] = useSidebarState();
  return (
    <RaMenu>
      <Box sx={{ px: open ? 2 : 1, py: 1.5, display: 'flex', alignItems: 'center' }}>
        <img src={open ? logo : '/favicon.svg'} alt="Property Back-Office" height={open ? 36 : 32} />
      </Box>
      {menuItems.map(({ to, label, icon: Icon }) => (
        <RaMenu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} />
      ))}
    </RaMenu>
  );
};
