import { Card } from '@mui/material';
import type { ReactNode } from 'react';
import { SimpleForm, Toolbar, type SimpleFormProps } from 'react-admin';
import { useFormAccess } from '../../auth/useFormAccess';
import { UnsavedChangesWarning } from '../UnsavedChangesWarning';
import { FocusFirstInvalid } from '../FocusFirstInvalid';
import { SubmitButton } from './SubmitButton';

export interface CardFormProps extends Omit<SimpleFormProps, 'toolbar' | 'disabled' | 'children'> {
  /** The Save button's words, idle and while saving. */
  submit: { label: string; busyLabel: string };
  children: ReactNode;
}

/**
 * A record's form on a card, in the edit or create context around it: Save says when it is
 * busy, leaving with unsaved changes asks first, and the screen shows its own notice for
 * invalid input rather than react-admin's toast. Support staff see every value, disabled, and
 * no Save.
 */
export const CardForm = ({ submit, children, ...formProps }: CardFormProps) => {
  const access = useFormAccess(
    <Toolbar>
      <SubmitButton {...submit} />
    </Toolbar>,
  );
  return (
    <Card sx={{ mt: 2, mb: 2 }}>
      <SimpleForm disableInvalidFormNotification {...formProps} {...access}>
        {children}
        <UnsavedChangesWarning />
        <FocusFirstInvalid />
      </SimpleForm>
    </Card>
  );
};
