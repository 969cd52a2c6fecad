import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Create, useRedirect, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import { useNotifyCreated } from './useNotifyCreated';

interface CreatePageProps<Values> {
  title: string;
  /** The spec's notice once created. */
  created: string;
  /** Where the admin goes next, as react-admin's `redirect` takes it (with `resource` for 'list'); the notice links to the new record. */
  redirectTo: RedirectionSideEffect;
  resource?: string;
  /** The POST body from the form's values. */
  transform: (values: Values) => Record<string, unknown>;
  /** The form. */
  children: ReactNode;
}

/**
 * An Add screen in react-admin's own card (Add Property, Add User; spec §2): a failure reads the
 * message the resource config maps (unlike CreateScreen, which notifies its own), so only the
 * success needs saying here.
 */
export const CreatePage = <Values,>({ title, created, redirectTo, resource, transform, children }: CreatePageProps<Values>) => {
  const notifyCreated = useNotifyCreated();
  const redirect = useRedirect();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2, px: { xs: 1, sm: 0 } }}>
        {title}
      </Typography>
      <Create
        title={title}
        transform={transform}
        mutationOptions={{
          onSuccess: (record: RaRecord) => {
            notifyCreated(created, record, true);
            redirect(redirectTo, resource);
          },
        }}
      >
        {children}
      </Create>
    </>
  );
};
