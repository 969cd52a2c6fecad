import { HttpError } from 'react-admin';
import { retryAdvice } from '../retryAdvice';

/** Who changed a record since the admin loaded it, and when (the API's 409 EDIT_CONFLICT). */
export interface EditConflict {
  changedBy: string;
  changedAt: string;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The conflict an error reports, if it is one. */
export function editConflictOf(error: unknown): EditConflict | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const body = error.body as { code?: string; conflict?: EditConflict } | undefined;
  return body?.code === 'EDIT_CONFLICT' ? body.conflict : undefined;
}

/** 'Changed by Sam Naidoo at 10:42 since you opened it.', the time in the admin's own zone. */
export const editConflictMessage = ({ changedBy, changedAt }: EditConflict) =>
  `Changed by ${changedBy} at ${timeFormat.format(new Date(changedAt))} since you opened it.`;

/**
 * The notice for a failed write: the conflict when it was one, else the screen's own words,
 * advising a retry only where one can help.
 */
export const failureText = (error: unknown, fallback: string) => {
  const conflict = editConflictOf(error);
  return conflict ? editConflictMessage(conflict) : retryAdvice(error, fallback);
};
