import { useState } from 'react';
import { useNotify } from 'react-admin';
import { editConflictOf, failureText, type EditConflict } from './editConflict';

/**
 * A form's failed save: the notice (the conflict's, else `fallback`), and the conflict kept for
 * EditConflictAlert until the form is reloaded or saved.
 */
export function useEditConflict() {
  const notify = useNotify();
  const [conflict, setConflict] = useState<EditConflict>();
  const onError = (error: unknown, fallback: string) => {
    setConflict(editConflictOf(error));
    notify(failureText(error, fallback), { type: 'error' });
  };
  return { conflict, onError, clear: () => setConflict(undefined) };
}
