import { Box, Card } from '@mui/material';
import { EditBase } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DETAILS_EDIT, quietLoad } from '../../../components/details/detailsEditProps';
import { DetailsLoadError } from '../../../components/details/DetailsLoadError';
import { propertyTexts } from '../messages';
import { detailsTexts } from './messages';
import { PropertyHeader } from './PropertyHeader';
import { PropertyTabRoutes } from './PropertyTabRoutes';
import { PropertyTabsBar } from './PropertyTabsBar';
import { tabOfPath } from './propertyTabs';

/**
 * react-admin files each row of a list under its record's getOne key, but a list row lacks most
 * of the details (no seller company, no agent): opened from the list, the tabs would render
 * that row and fail. The details live under a key of their own (the meta), read and saved alike.
 */
const DETAILS = { meta: { details: true } };

const detailsLoad = { ...DETAILS, ...quietLoad };

/** Spec §8: an unknown property (404) reads the same as any other failure, but offers no retry. */
const loadError = {
  notFound: propertyTexts.detailLoadError,
  loadError: propertyTexts.detailLoadError,
  back: { to: '/properties', label: detailsTexts.backToProperties },
};

/**
 * Spec §2 'Property details' at '/properties/{id}/*': the header and the tabs, each tab a deep
 * link. The record is read once here (POST /properties/{id}/admin) and shared by every tab;
 * the Headers tab saves through this edit context, pessimistically, so the Summary shows what
 * the server stored.
 */
export const PropertyDetails = () => {
  const tab = tabOfPath(useParams()['*']);
  return (
    <EditBase {...DETAILS_EDIT} queryOptions={detailsLoad} mutationOptions={DETAILS} error={<DetailsLoadError {...loadError} />}>
      {/* A one-column grid that may shrink below its content, so the tabs scroll instead of widening the page. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <PropertyHeader />
        <Card sx={{ mb: 2 }}>
          <PropertyTabsBar current={tab} />
          <PropertyTabRoutes />
        </Card>
      </Box>
    </EditBase>
  );
};
