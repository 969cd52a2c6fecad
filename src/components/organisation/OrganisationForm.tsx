import type { ReactNode } from 'react';
import { CardForm } from '../details/CardForm';
import type { ContactRules } from './contactValidation';
import { InvalidFormNotice } from './InvalidFormNotice';
import { FormGrid } from './OrganisationFields';

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
export const OrganisationForm = ({ rules, submit, defaultValues, children }: OrganisationFormProps) => (
  <CardForm submit={submit} defaultValues={defaultValues}>
    <InvalidFormNotice message={rules.invalidNotice} />
    <FormGrid>{children}</FormGrid>
  </CardForm>
);
