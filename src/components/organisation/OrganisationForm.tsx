import { Card } from '@mui/material';
import type { ReactNode } from 'react';
import { SimpleForm, Toolbar } from 'react-admin';
import { useFormAccess } from '../../auth/useFormAccess';
import type { ContactRules } from './contactValidation';
import { InvalidFormNotice } from './InvalidFormNotice';
import { FormGrid } from './OrganisationFields';
import { SubmitButton } from '../details/SubmitButton';

export interface OrganisationFormProps {
  rules: ContactRules;
  submit: { label: string; busyLabel: string };
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * The form of a seller or agency screen, inside the edit or create context around it: the
 * inputs in two columns, the spec's notice when Save finds errors, and a Save button that
 * says when it is busy. Leaving with unsaved changes asks first.
 */
export const OrganisationForm = ({ rules, submit, defaultValues, children }: OrganisationFormProps) => {
  const access = useFormAccess(
    <Toolbar>
      <SubmitButton {...submit} />
    </Toolbar>,
  );
  return (
    <Card sx={{ mt: 2, mb: 2 }}>
      <SimpleForm warnWhenUnsavedChanges disableInvalidFormNotification defaultValues={defaultValues} {...access}>
        <InvalidFormNotice message={rules.invalidNotice} />
        <FormGrid>{children}</FormGrid>
      </SimpleForm>
    </Card>
  );
};
