import { MenuItem, TextField, type SxProps } from '@mui/material';
import { useEffect } from 'react';
import { FieldTitle, InputHelperText, useInput, type Identifier, type Validator } from 'react-admin';
import { propertyFormTexts } from './propertyFormTexts';

export interface LookupSelectInputProps<Choice extends { id: number }> {
  source: string;
  label: string;
  choices: Choice[] | undefined;
  optionText: (choice: Choice) => string;
  /** The list is still on its way: the input reads 'Loading ...' (spec §2). */
  isPending: boolean;
  /** A failed list is logged and the dropdown, left empty, says 'Failed to load form data' (spec §7 Lookups). */
  error?: unknown;
  validate?: Validator | Validator[];
  disabled?: boolean;
  helperText?: string;
  /** Called after the user picks a value (not when the form loads one). */
  onChange?: () => void;
  sx?: SxProps;
}

/**
 * A dropdown over one lookup list. Unlike react-admin's SelectInput, which shows a spinner
 * while its choices load, it reads the spec's 'Loading ...' until the list arrives.
 */
export function LookupSelectInput<Choice extends { id: number }>(props: LookupSelectInputProps<Choice>) {
  const { source, label, choices, optionText, isPending, error, validate, disabled, helperText, onChange, sx } = props;
  const { id, field, fieldState, isRequired } = useInput({ source, validate, onChange });
  useEffect(() => {
    if (error) console.error(`Failed to load the ${label} list`, error);
  }, [error, label]);

  const title = <FieldTitle label={label} source={source} isRequired={isRequired} />;
  const helper = <InputHelperText error={fieldState.error?.message} helperText={error ? propertyFormTexts.loadFailed : helperText} />;
  if (isPending && !disabled) {
    return <TextField id={id} label={title} value={propertyFormTexts.loading} disabled helperText={helper} sx={sx} />;
  }
  return (
    <TextField
      {...field}
      id={id}
      select
      label={title}
      value={(field.value as Identifier | null | undefined) ?? ''}
      // The form's own `disabled` (a support user's) too, which `field` carries.
      disabled={disabled || field.disabled}
      error={fieldState.invalid || Boolean(error)}
      helperText={helper}
      sx={sx}
    >
      {(choices ?? []).map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {optionText(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
