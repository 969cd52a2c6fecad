import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { BooleanInput } from 'react-admin';
import { contactValidators, type ContactRules } from './contactValidation';
import { organisationTexts } from './messages';
import { OrganisationLimits } from '@common/api/organisation-fields';
import { LimitedTextInput } from '../LimitedTextInput';

const fullRow = { gridColumn: '1 / -1' } as const;

/** Two columns of inputs on a wide screen, one on a phone. */
export const FormGrid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{ width: '100%', display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}
  >
    {children}
  </Box>
);

/** The company's or agency's name: required on every form, since the API needs one. */
export const NameInput = ({ source, label, rules }: { source: string; label: string; rules: ContactRules }) => (
  <LimitedTextInput source={source} limitOf="name" body={OrganisationLimits} label={label} validate={contactValidators(rules).name} />
);

/** A free-text description across both columns (spec §2 'Agency Details': a textarea). */
export const DescriptionInput = () => (
  <LimitedTextInput
    source="description"
    body={OrganisationLimits}
    label={organisationTexts.labels.description}
    multiline
    minRows={3}
    sx={fullRow}
  />
);

/**
 * Active or inactive: the list's Status column. `locked` holds it as it is, `helperText` says
 * what the switch does or why it is locked.
 */
export const ActiveInput = ({ locked = false, helperText }: { locked?: boolean; helperText?: string }) => {
  // react-admin's switch takes no notice of a disabled form (a support user's): it is told.
  const { disabled } = useFormState();
  return (
    <BooleanInput
      source="isActive"
      label={organisationTexts.labels.isActive}
      disabled={disabled || locked}
      helperText={helperText}
      sx={fullRow}
    />
  );
};
