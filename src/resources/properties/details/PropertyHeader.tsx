import { Box, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { PropertyRecord } from '../shared/propertyTypes';
import { detailsTexts } from './messages';
import { PublicLinkButtons } from './PublicLinkButtons';
import { BackLink } from '../../../components/details/BackLink';
import { HistoryButton } from '../../../components/history/HistoryButton';

/** Spec §2: the property's name, reference and status, the public-page buttons and the way back. */
export const PropertyHeader = () => {
  const record = useRecordContext<PropertyRecord>();
  if (!record) return null;
  return (
    <Box component="header" sx={{ my: 2, px: { xs: 1, sm: 0 } }}>
      <Box sx={{ mb: 1 }}>
        <BackLink to="/properties" label={detailsTexts.backToProperties} />
      </Box>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {record.listingTitle}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, mb: 2 }}>
        <Chip size="small" variant="outlined" label={record.propertyReference} title={detailsTexts.reference} />
        <Chip size="small" color="primary" label={record.propertyStatus} title={detailsTexts.status} />
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <PublicLinkButtons publicUrl={record.publicUrl} />
        <HistoryButton entityType="property" id={record.id} label={detailsTexts.recentHistory} />
      </Stack>
    </Box>
  );
};
