import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { LeaveWarning } from './LeaveWarning';

/**
 * Inside a form: leaving it with changes not yet saved asks first, in the app's dialog rather
 * than react-admin's `warnWhenUnsavedChanges` (a `window.confirm`, which DESIGN.md rules out).
 */
export function UnsavedChangesWarning() {
  const translate = useTranslate();
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const unsaved = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  return <LeaveWarning active={unsaved} message={translate('ra.message.unsaved_changes')} />;
}
