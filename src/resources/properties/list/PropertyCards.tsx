import { Box, Stack, Typography } from '@mui/material';
import { CardList } from '../../../components/record-list/CardList';
import { readinessTexts } from '../../../custom/data-rooms/readiness/messages';
import { ReadinessBar } from '../../../custom/data-rooms/readiness/ReadinessBar';
import { propertyTexts } from '../messages';
import { isPlaceholder, placeholderRowSx } from '../shared/placeholder';
import { PropertiesLoading } from '../shared/PropertiesLoading';
import { PropertyNameCell } from '../shared/PropertyNameCell';
import { YesNo } from '../shared/YesNo';
import { propertyListTexts } from './messages';
import { LIST_FLAGS, locationOf } from './propertyFormat';
import type { PropertyRow } from './types';

const labels = propertyTexts.labels;

const PropertyCard = ({ property }: { property: PropertyRow }) => (
  <Box component="li" sx={isPlaceholder(property) ? placeholderRowSx : undefined}>
    <Stack spacing={0.75} sx={{ px: 2, py: 1.5 }}>
      <PropertyNameCell property={property} />
      <Typography variant="body2" color="text.secondary">
        {[property.propertyReference, property.category, property.propertyStatus].join(' · ')}
      </Typography>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
          {propertyListTexts.location}:
        </Box>
        {locationOf(property)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.75, typography: 'body2' }}>
        {LIST_FLAGS.map((flag) => (
          <Stack key={flag} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <YesNo value={property[flag]} />
            <span>{labels[flag]}</span>
          </Stack>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', typography: 'body2' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {readinessTexts.column}:
        </Box>
        <ReadinessBar count={property.readiness} />
      </Stack>
    </Stack>
  </Box>
);

/**
 * The same properties on a narrow screen, one card each with every column's value: nine
 * columns cannot fit in 400 px and would make the whole page scroll sideways.
 */
export const PropertyCards = () => (
  <CardList<PropertyRow>
    label={propertyListTexts.title}
    loading={<PropertiesLoading />}
    card={(property) => <PropertyCard property={property} />}
  />
);
