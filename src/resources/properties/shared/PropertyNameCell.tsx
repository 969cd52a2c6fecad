import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { isPlaceholder, PlaceholderMark } from './placeholder';

interface NamedProperty {
  id: number;
  listingTitle: string;
  listingDescription: string;
  placeholderyn?: number;
}

/**
 * Spec §2: the property's name linking to its details, a red asterisk after a placeholder's
 * name, and the teaser (listing description) underneath, on both property tables.
 */
export const PropertyNameCell = ({ property }: { property: NamedProperty }) => (
  <Box sx={{ minWidth: 150, maxWidth: 360 }}>
    <Link component={RouterLink} to={`/properties/${property.id}`} underline="hover" sx={{ fontWeight: 500 }}>
      {property.listingTitle}
    </Link>
    {isPlaceholder(property) && <PlaceholderMark />}
    {property.listingDescription && (
      <Typography
        variant="caption"
        component="p"
        color="text.secondary"
        // Two lines of teaser keep the rows short; the whole text is the tooltip.
        title={property.listingDescription}
        sx={{ m: 0, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {property.listingDescription}
      </Typography>
    )}
  </Box>
);
