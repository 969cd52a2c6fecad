import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateBase, useGetIdentity, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ContactRules } from './contactValidation';
import { OrganisationForm } from './OrganisationForm';

export interface OrganisationCreateProps {
  title: string;
  submit: { label: string; busyLabel: string };
  texts: { created: string; failed: string };
  /** Where a created record sends the admin: the list ('/sellers', '/agents'). */
  listPath: string;
  rules: ContactRules;
  /** The POST body from the form's values; `userId` is the logged-in admin's (the server ignores it). */
  transform: (values: Record<string, unknown>, userId?: number) => Record<string, unknown>;
  children: ReactNode;
}

/**
 * Add Seller and Add Agency (spec §2, §5): on success the spec's notice and the list; on
 * failure the spec's notice, with a 400's field errors under their fields.
 */
export const OrganisationCreate = ({ title, submit, texts, listPath, rules, transform, children }: OrganisationCreateProps) => {
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const navigate = useNavigate();
  const userId = identity?.id != null ? Number(identity.id) : undefined;
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2, px: { xs: 1, sm: 0 } }}>
        {title}
      </Typography>
      <CreateBase
        transform={(values: Record<string, unknown>) => transform(values, userId)}
        mutationOptions={{
          onSuccess: () => {
            notify(texts.created, { type: 'success' });
            void navigate(listPath);
          },
          onError: () => notify(texts.failed, { type: 'error' }),
        }}
      >
        <OrganisationForm rules={rules} submit={submit}>
          {children}
        </OrganisationForm>
      </CreateBase>
    </>
  );
};
