import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { Box, Card, Typography } from '@mui/material';
import { AddPropertyButton } from './AddPropertyButton';
import { propertyListTexts } from './messages';

/** Shown when there are no properties at all; with a search or filters set the table says none match. */
export const PropertyEmpty = () => (
  <Card sx={{ mt: 2 }}>
    <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <HomeWorkIcon sx={{ fontSize: 48, opacity: 0.5 }} />
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        {propertyListTexts.empty}
      </Typography>
      <AddPropertyButton variant="contained" />
    </Box>
  </Card>
);
