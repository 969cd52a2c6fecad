import { Chip } from '@mui/material';
import { propertyTexts } from '../messages';

/** Spec §2: property flags read 'Yes' or 'No' (as badges on the tables). */
export const YesNo = ({ value }: { value: boolean | null | undefined }) => (
  <Chip
    size="small"
    variant={value ? 'filled' : 'outlined'}
    color={value ? 'success' : 'default'}
    label={value ? propertyTexts.yes : propertyTexts.no}
  />
);
