import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EditBase, Loading, useGetIdentity, useNotify } from 'react-admin';
import type { ContactRules } from './contactValidation';
import { DetailsLoadError, type DetailsLoadErrorProps } from './DetailsLoadError';
import { organisationTexts } from './messages';
import { OrganisationForm } from './OrganisationForm';
import { RecordName } from './RecordName';

export interface OrganisationEditProps extends DetailsLoadErrorProps {
  title: string;
  updated: string;
  /** The notice for a failed save (spec §8 differs between sellers and agencies). */
  failureMessage: (error: unknown) => string;
  rules: ContactRules;
  /** The PUT body from the form's values; `userId` is the logged-in admin's (the server ignores it). */
  transform: (values: Record<string, unknown>, userId?: number) => Record<string, unknown>;
  children: ReactNode;
}

/** The screen shows its own load error: no toast, no redirect to the list. */
const quietLoad = { onError: () => undefined };

/**
 * A seller's or agency's details (spec §2): saved pessimistically, then the screen shows what
 * the server stored; the spec's notices on success and failure. Field errors of a 400 sit
 * under their fields.
 */
export const OrganisationEdit = ({ title, updated, failureMessage, rules, transform, children, ...loadError }: OrganisationEditProps) => {
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const userId = identity?.id != null ? Number(identity.id) : undefined;
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2, px: { xs: 1, sm: 0 } }}>
        {title}
      </Typography>
      <EditBase
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={quietLoad}
        loading={<Loading />}
        error={<DetailsLoadError {...loadError} />}
        transform={(values: Record<string, unknown>) => transform(values, userId)}
        mutationOptions={{
          onSuccess: () => notify(updated, { type: 'success' }),
          onError: (error: unknown) => notify(failureMessage(error), { type: 'error' }),
        }}
      >
        <RecordName />
        <OrganisationForm rules={rules} submit={{ label: organisationTexts.save, busyLabel: organisationTexts.saving }}>
          {children}
        </OrganisationForm>
      </EditBase>
    </>
  );
};
