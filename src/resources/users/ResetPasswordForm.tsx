import LockResetIcon from '@mui/icons-material/LockReset';
import { Box, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Form, HttpError, PasswordInput, SaveButton, useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProviderTypes';
import { userTexts } from './messages';
import { newPassword } from './userValidation';
import { failureText } from '../../components/edit-conflict/editConflict';

const texts = userTexts.resetPassword;

interface ResetValues {
  newPassword?: string;
}

/** The form starts empty rather than from the user record around it. */
const NO_RECORD = {};

/** Reads 'Updating...' while the request is under way. */
const SubmitButton = () => {
  const { isSubmitting } = useFormState();
  return <SaveButton label={isSubmitting ? texts.submitting : texts.submit} icon={<LockResetIcon />} alwaysEnable={!isSubmitting} />;
};

/**
 * Spec §2 'User Details' reset-password field (§5: required and trimmed, 'Please enter a new
 * password'). The server hashes it and ends the user's other sessions. A value the server
 * refuses shows its reason under the field; any other failure reads the spec's message.
 */
export const ResetPasswordForm = ({ userId }: { userId: number }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  // A new form after each success: the field empties and no stale error remains.
  const [round, setRound] = useState(0);

  const submit = async (values: ResetValues) => {
    try {
      await dataProvider.resetPassword({ body: { userId, newPassword: values.newPassword!.trim() } });
    } catch (error) {
      const fields =
        error instanceof HttpError && error.status === 400
          ? (error.body as { errors?: Record<string, string> } | undefined)?.errors
          : undefined;
      if (fields?.newPassword) return { newPassword: fields.newPassword };
      notify(failureText(error, userTexts.passwordError), { type: 'error' });
      return;
    }
    notify(userTexts.passwordUpdated, { type: 'success' });
    setRound((n) => n + 1);
  };

  return (
    <CardContent component="section" aria-label={texts.title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {texts.title}
      </Typography>
      <Form<ResetValues> key={round} record={NO_RECORD} onSubmit={submit}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2 }}>
          <PasswordInput
            source="newPassword"
            label={texts.newPassword}
            validate={newPassword}
            autoComplete="new-password"
            sx={{ flex: '1 1 240px', maxWidth: { sm: 400 } }}
          />
          <Box sx={{ pt: 1, pb: 2 }}>
            <SubmitButton />
          </Box>
        </Box>
      </Form>
    </CardContent>
  );
};
