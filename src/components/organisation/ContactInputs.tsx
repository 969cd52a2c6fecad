import { TextInput } from 'react-admin';
import { ContactNumberInput } from './ContactNumberInput';
import { contactValidators, type ContactRules } from './contactValidation';
import { organisationTexts } from './messages';

const labels = organisationTexts.labels;

/** The contact person, number and email of a seller company or an agency, validated per `rules`. */
export const ContactInputs = ({ rules }: { rules: ContactRules }) => {
  const validate = contactValidators(rules);
  return (
    <>
      <TextInput source="contactPerson" label={labels.contactPerson} validate={validate.contactPerson} />
      <ContactNumberInput validate={validate.contactNumber} />
      <TextInput
        source="emailAddress"
        label={labels.emailAddress}
        validate={validate.emailAddress}
        slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
      />
    </>
  );
};
