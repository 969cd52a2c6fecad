import { SaveButton, useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * Save that says what it is doing ('Saving...', 'Creating Seller...') while the request is
 * under way. Always enabled, so pressing it on an untouched form shows what is missing.
 */
export const SubmitButton = ({ label, busyLabel }: { label: string; busyLabel: string }) => {
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  return <SaveButton label={saving || isSubmitting ? busyLabel : label} alwaysEnable={!(saving || isSubmitting)} />;
};
