import { Typography } from '@mui/material';
import { Title } from 'react-admin';

/** Placeholder: the Add Agency form is being built. */
export const AgencyCreate = () => (
  <>
    <Title title="Add Agency" />
    <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
      Add Agency
    </Typography>
  </>
);
