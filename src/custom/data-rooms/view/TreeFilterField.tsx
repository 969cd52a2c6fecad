import { TextField } from '@mui/material';
import { dataRoomTexts } from './messages';

/** The box that narrows a data-room tree to the headings and files matching it (with their ancestors). */
export const TreeFilterField = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => (
  <TextField
    label={dataRoomTexts.filter}
    type="search"
    size="small"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={{ maxWidth: { sm: 360 } }}
  />
);
