import { ContactNumberInput } from './ContactNumberInput';
import { contactValidators, type ContactRules } from './contactValidation';
import { organisationTexts } from './messages';
import { OrganisationLimits } from '@common/api/organisation-fields';
import { LimitedTextInput } from '../LimitedTextInput';

const labels = organisationTexts.labels;

/** The contact person, number and email of a seller company or an agency, validated per `rules`. */
export const ContactInputs = ({ rules }: { rules: ContactRules }) => {
  const validate = contactValidators(rules);
  return (
    <>
      <LimitedTextInput source="contactPerson" body={OrganisationLimits} label={labels.contactPerson} validate={validate.contactPerson} />
      <ContactNumberInput validate={validate.contactNumber} />
      <LimitedTextInput
        source="emailAddress"
        body={OrganisationLimits}
        label={labels.emailAddress}
        validate={validate.emailAddress}
        slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
      />
    </>
  );
};
