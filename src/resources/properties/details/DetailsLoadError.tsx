import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button } from '@mui/material';
import { HttpError, useEditContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { propertyTexts } from '../messages';
import { detailsTexts } from './messages';

/**
 * Spec §8: 'Failed to load property details' with a way back to the list; an unknown property
 * (404) reads the same. A retry is offered unless the property does not exist.
 */
export const DetailsLoadError = () => {
  const { error, refetch, isFetching } = useEditContext();
  const notFound = error instanceof HttpError && error.status === 404;
  return (
    <Box sx={{ mt: 2 }}>
      <Alert
        severity="error"
        action={
          notFound ? undefined : (
            <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
              {propertyTexts.retry}
            </Button>
          )
        }
      >
        {propertyTexts.detailLoadError}
      </Alert>
      <Button component={Link} to="/properties" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
        {detailsTexts.backToProperties}
      </Button>
    </Box>
  );
};
