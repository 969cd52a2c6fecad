import { ContactInputs } from '../../components/organisation/ContactInputs';
import type { ContactRules } from '../../components/organisation/contactValidation';
import { ActiveInput, DescriptionInput, NameInput } from '../../components/organisation/OrganisationFields';
import { sellerTexts } from './messages';

/** A seller company's fields (spec §2, §3): the Add Seller form has no Active switch (new ones are active). */
export const SellerInputs = ({ rules, withActive }: { rules: ContactRules; withActive: boolean }) => (
  <>
    <NameInput source="companyName" label={sellerTexts.columns.companyName} rules={rules} />
    <ContactInputs rules={rules} />
    <DescriptionInput />
    {withActive && <ActiveInput />}
  </>
);
