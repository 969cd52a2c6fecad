import { Box } from '@mui/material';
import { AppBar as RaAppBar } from 'react-admin';
import { Breadcrumbs } from './Breadcrumbs';
import { LogoutButton } from './LogoutButton';
import { ProfileLabel } from './ProfileLabel';
import { ReadOnlyBadge } from './ReadOnlyBadge';

/** Top bar: react-admin's menu toggle, the breadcrumbs, then who is logged in (and whether read-only) and Logout. */
export const AppBar = () => (
  <RaAppBar userMenu={false}>
    <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
      <Breadcrumbs />
    </Box>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 } }}>
      <ReadOnlyBadge />
      <ProfileLabel />
      <LogoutButton />
    </Box>
  </RaAppBar>
);
