import { Checkbox, FormControl, FormControlLabel, FormLabel } from '@mui/material';
import { useInput } from 'react-admin';

/** A property flag of the Headers form: its name above a checkbox with the spec's text beside it. */
export const FlagInput = ({ source, label, checkboxText }: { source: string; label: string; checkboxText: string }) => {
  const { id, field } = useInput({ source, type: 'checkbox' });
  return (
    <FormControl component="fieldset" margin="dense">
      <FormLabel component="legend" sx={{ typography: 'body2' }}>
        {label}
      </FormLabel>
      <FormControlLabel
        label={checkboxText}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={!!field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={field.disabled}
          />
        }
      />
    </FormControl>
  );
};
