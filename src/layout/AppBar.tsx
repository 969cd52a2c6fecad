import { Box } from '@mui/material';
import { LoadingIndicator, AppBar as RaAppBar, ToggleThemeButton } from 'react-admin';
import { GlobalSearch } from '../custom/search/GlobalSearch';
import { Breadcrumbs } from './Breadcrumbs';
import { LogoutButton } from './LogoutButton';
import { ProfileLabel } from './ProfileLabel';
import { ReadOnlyBadge } from './ReadOnlyBadge';

/**
 * Top bar: react-admin's menu toggle, the breadcrumbs, then the search across everything, who is logged in (and whether
 * read-only), Logout, react-admin's light/dark switch ('Toggle light/dark mode'; the choice is
 * remembered per admin) and its refresh button, whose spinner gets a name: unnamed, a
 * progressbar fails WCAG 4.1.2 (axe's aria-progressbar-name) whenever a request is under way.
 */
export const AppBar = () => (
  <RaAppBar
    userMenu={false}
    toolbar={
      <>
        <ToggleThemeButton />
        <LoadingIndicator aria-label="Loading" />
      </>
    }
  >
    <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
      <Breadcrumbs />
    </Box>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 } }}>
      <GlobalSearch />
      <ReadOnlyBadge />
      <ProfileLabel />
      <LogoutButton />
    </Box>
  </RaAppBar>
);
