import { NullableBooleanInput } from 'react-admin';
import { organisationTexts } from './messages';

const { status } = organisationTexts;

/** A list's Status filter on isActive: Active, Inactive, or (empty) Any. Sellers, agencies and users. */
export const ActiveFilterInput = (props: { source: string; label: string; alwaysOn?: boolean }) => (
  <NullableBooleanInput {...props} nullLabel={status.any} trueLabel={status.active} falseLabel={status.inactive} sx={{ minWidth: 140 }} />
);
