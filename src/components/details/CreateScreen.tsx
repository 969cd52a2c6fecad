import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateBase, useGetIdentity, useNotify, type RaRecord } from 'react-admin';
import { useNotifyCreated } from './useNotifyCreated';
import { useNavigate } from 'react-router-dom';
import { failureText } from '../edit-conflict/editConflict';

export interface CreateScreenProps {
  title: string;
  texts: { created: string; failed: string };
  /** Where a created record sends the admin: the list ('/sellers') or the new record ('/portfolios/9'). */
  next: (created: RaRecord) => string;
  /** The notice links to the new record, for a `next` that is not the record itself. */
  linkToCreated?: boolean;
  /** The POST body from the form's values; `userId` is the logged-in admin's (the server ignores it). */
  transform: (values: Record<string, unknown>, userId?: number) => Record<string, unknown>;
  /** The form. */
  children: ReactNode;
}

/**
 * An Add screen (Add Seller, Add Agency, Add Portfolio; spec §2, §5): on success the spec's
 * notice and the next screen; on failure the spec's notice, a 400's field errors under their fields.
 */
export const CreateScreen = ({ title, texts, next, linkToCreated = false, transform, children }: CreateScreenProps) => {
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const notifyCreated = useNotifyCreated();
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
          onSuccess: (created: RaRecord) => {
            notifyCreated(texts.created, created, linkToCreated);
            void navigate(next(created));
          },
          onError: (error: unknown) => notify(failureText(error, texts.failed), { type: 'error' }),
        }}
      >
        {children}
      </CreateBase>
    </>
  );
};
