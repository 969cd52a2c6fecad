import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLogout } from 'react-admin';

/** Spec §4 'Logout': the admin confirms, the logout call is made, and the browser goes to '/'. */
export const LogoutButton = () => {
  const [asking, setAsking] = useState(false);
  const logout = useLogout();
  return (
    <>
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setAsking(true)}>
        Logout
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
