import { required } from 'react-admin';

const requiredValue = required();

/**
 * Spec §5: the Add New Property form requires its fields; the Headers form requires none
 * (a blank field keeps the property's current value).
 */
export const requiredWhen = (isRequired: boolean) => (isRequired ? requiredValue : undefined);
