import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/** The way back from a record's details to its list ('Back to Properties'). */
export const BackLink = ({ to, label }: { to: string; label: string }) => (
  <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small" sx={{ alignSelf: 'flex-start' }}>
    {label}
  </Button>
);

/** A details screen's heading: the way back to its list, when it has one, above the screen's title. */
export const DetailsHeading = ({ title, back }: { title: string; back?: { to: string; label: string } }) => (
  <>
    {back && (
      <Box sx={{ mt: 2, px: { xs: 1, sm: 0 } }}>
        <BackLink {...back} />
      </Box>
    )}
    <Typography variant="h5" component="h1" sx={{ mt: back ? 1 : 2, px: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
  </>
);
