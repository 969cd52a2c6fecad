import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLogout } from 'react-admin';

/** Spec §4 'Logout': the admin confirms, the logout call is made, and the browser goes to '/'. */
export const LogoutButton = () => {
  const [asking, setAsking] = useState(false);
  const logout = useLogout();
  return (
    <>
      {/* On narrow screens only the icon shows; the label stays the button's name. */}
      <Button
        color="inherit"
        aria-label="Logout"
        startIcon={<LogoutIcon />}
        onClick={() => setAsking(true)}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Logout
        </Box>
      </Button>
      <Confirm
        isOpen={asking}
        title="Logout"
        content="Are you sure you want to logout?"
        confirm="Logout"
        onConfirm={() => {
          setAsking(false);
          void logout();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
