import { SaveButton, useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * Save, enabled so that pressing it on an untouched form shows what is missing, except from
 * the first click until the answer: a double click sends one request. Says what it is doing
 * ('Saving...', 'Creating Seller...') while under way, given `busyLabel`; react-admin's 'Save'
 * without `label`.
 */
export const SubmitButton = ({ label, busyLabel }: { label?: string; busyLabel?: string }) => {
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const busy = saving || isSubmitting;
  return <SaveButton label={busy ? (busyLabel ?? label) : label} alwaysEnable={!busy} />;
};
