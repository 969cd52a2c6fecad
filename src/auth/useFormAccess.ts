import type { ReactElement } from 'react';
import { useCan } from './useCan';

/**
 * A record's form as the user may use it: an admin's with its `toolbar` (Save); support staff's
 * with every input disabled and no toolbar, so they read every value but change none.
 */
export const useFormAccess = (toolbar: ReactElement) => {
  const canEdit = useCan('edit');
  return { disabled: !canEdit, toolbar: canEdit ? toolbar : (false as const) };
};
