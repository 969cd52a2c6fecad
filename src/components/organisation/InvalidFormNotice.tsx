import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';

/**
 * The spec's notice when Save is pressed on a form with errors (spec §5: 'Please fill in all
 * fields', 'Please fix the validation errors before saving.'), instead of react-admin's own;
 * nothing is sent. Put it inside a form that has `disableInvalidFormNotification`.
 */
export const InvalidFormNotice = ({ message }: { message: (errors: FieldErrors) => string }) => {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  const seen = useRef(submitCount);
  // The errors of a submit are known only after it: react-hook-form validates, then counts.
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    if (Object.keys(errors).length > 0) notify(message(errors), { type: 'error' });
  }, [submitCount, errors, message, notify]);
  return null;
};
