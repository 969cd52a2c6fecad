import { ContactInputs } from '../../components/organisation/ContactInputs';
import type { ContactRules } from '../../components/organisation/contactValidation';
import { ActiveInput, DescriptionInput, NameInput } from '../../components/organisation/OrganisationFields';
import { agencyTexts } from './messages';

/** An agency's fields (spec §2 'Agency Details'): the Add Agency form has no Active switch (new ones are active). */
export const AgencyInputs = ({ rules, withActive }: { rules: ContactRules; withActive: boolean }) => (
  <>
    <NameInput source="agencyName" label={agencyTexts.columns.agencyName} rules={rules} />
    <DescriptionInput />
    <ContactInputs rules={rules} />
    {withActive && <ActiveInput />}
  </>
);
