import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format as formatDate, isValid, parse as parseDate } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { useInput, type InputProps } from 'react-admin';

/** How the app writes a day everywhere ('27 Nov 2026', as the tables do), in the picker too. */
const DAY_FORMAT = 'd MMM yyyy';
const DAY_VALUE = 'yyyy-MM-dd';

const toDate = (day: unknown) => {
  if (typeof day !== 'string' || !day) return null;
  const date = parseDate(day, DAY_VALUE, new Date());
  return isValid(date) ? date : null;
};

export interface DayInputProps extends Pick<InputProps, 'source' | 'label' | 'parse' | 'format' | 'alwaysOn'> {
  /** The earliest day that makes sense ('YYYY-MM-DD'): an earlier one is shown in error, with `beforeMin`. */
  minDay?: string;
  beforeMin?: string;
}

/**
 * A day as a react-admin input: MUI X's date picker in the app's British English and its
 * '27 Nov 2026' format, typed section by section or picked from the calendar. Its form value
 * is 'YYYY-MM-DD' before the input's own `parse`/`format` (as a native date input's would be).
 * A day that is not finished yet changes nothing.
 */
export const DayInput = ({ minDay, beforeMin, label, ...props }: DayInputProps) => {
  const { field, id } = useInput(props);
  const value = toDate(field.value);
  const min = toDate(minDay);
  const tooEarly = Boolean(value && min && value < min);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <DatePicker
        label={typeof label === 'string' ? label : undefined}
        format={DAY_FORMAT}
        value={value}
        onChange={(date) => {
          if (date === null) field.onChange('');
          else if (isValid(date)) field.onChange(formatDate(date, DAY_VALUE));
        }}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            size: 'small',
            variant: 'filled',
            sx: { width: { sm: 200 } },
            error: tooEarly,
            helperText: tooEarly ? beforeMin : undefined,
          },
          // '1 Nov 2026' as the tables write it, not MUI's padded '01'.
          field: { clearable: true, shouldRespectLeadingZeros: true },
        }}
      />
    </LocalizationProvider>
  );
};
