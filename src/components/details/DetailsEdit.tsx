import type { ReactNode } from 'react';
import { EditBase, useGetIdentity, useNotify } from 'react-admin';
import { RecordConflictAlert } from '../edit-conflict/RecordConflictAlert';
import { useEditConflict } from '../edit-conflict/useEditConflict';
import { DetailsHeading } from './BackLink';
import { DETAILS_EDIT } from './detailsEditProps';
import { DetailsLoadError, type DetailsLoadErrorProps } from './DetailsLoadError';
import { RecordName } from './RecordName';

export interface DetailsEditProps extends DetailsLoadErrorProps {
  title: string;
  updated: string;
  /** The notice for a failed save (spec §8 words it per screen). */
  failureMessage: (error: unknown) => string;
  /** The PUT body from the form's values; `userId` is the logged-in admin's (the server ignores it). */
  transform: (values: Record<string, unknown>, userId?: number) => Record<string, unknown>;
  /** The form, and whatever else the screen shows of the record. */
  children: ReactNode;
}

/**
 * A record's details screen (sellers, agencies, portfolios; spec §2): loading, a load error with
 * retry or not-found (spec §4), then the record saved pessimistically, the screen showing what
 * the server stored; the spec's notices on success and failure. A save refused because another
 * admin changed the record meanwhile says who and when, and offers to reload.
 */
export const DetailsEdit = ({ title, updated, failureMessage, transform, children, back, ...loadError }: DetailsEditProps) => {
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const { conflict, onError, clear } = useEditConflict();
  const userId = identity?.id != null ? Number(identity.id) : undefined;
  return (
    <>
      <DetailsHeading title={title} back={back} />
      <EditBase
        {...DETAILS_EDIT}
        error={<DetailsLoadError {...loadError} />}
        transform={(values: Record<string, unknown>) => transform(values, userId)}
        mutationOptions={{
          onSuccess: () => {
            clear();
            notify(updated, { type: 'success' });
          },
          onError: (error: unknown) => onError(error, failureMessage(error)),
        }}
      >
        <RecordName />
        {conflict && <RecordConflictAlert conflict={conflict} onReloaded={clear} />}
        {children}
      </EditBase>
    </>
  );
};
