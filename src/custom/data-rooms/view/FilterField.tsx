import { TextField } from '@mui/material';
import { dataRoomTexts } from './messages';

/**
 * A data room tab's filter box: by default the one that narrows a tree to the headings and
 * files matching it (with their ancestors); the External Due Diligence tab names its own.
 */
export const FilterField = ({
  label = dataRoomTexts.filter,
  value,
  onChange,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
}) => (
  <TextField
    label={label}
    type="search"
    size="small"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={{ width: { sm: 360 } }}
  />
);
