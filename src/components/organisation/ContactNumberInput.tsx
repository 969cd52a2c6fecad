import { TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CONTACT_NUMBER_MAX } from '@common/contact-number';
import { organisationTexts } from './messages';

/**
 * Spec §5 'Seller contact number': the input takes no more than 20 characters (typed or
 * pasted) and counts them underneath ('12/20').
 */
export const ContactNumberInput = ({ validate }: { validate: Validator[] }) => {
  const value = useWatch({ name: 'contactNumber' }) as string | null | undefined;
  return (
    <TextInput
      source="contactNumber"
      label={organisationTexts.labels.contactNumber}
      validate={validate}
      helperText={`${value?.length ?? 0}/${CONTACT_NUMBER_MAX}`}
      slotProps={{ htmlInput: { maxLength: CONTACT_NUMBER_MAX, inputMode: 'tel', autoComplete: 'off' } }}
    />
  );
};
