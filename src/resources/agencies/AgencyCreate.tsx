import { addFormRules } from '../../components/organisation/contactValidation';
import { OrganisationCreate } from '../../components/organisation/OrganisationCreate';
import { agencyPayload } from './agencyPayload';
import { AgencyInputs } from './AgencyInputs';
import { agencyTexts } from './messages';

/**
 * '/add-agent', the sidebar's 'Add Agency': the spec's old system only had a placeholder here.
 * Validated like Add Seller (spec §5); on success the agency list at '/agents'.
 */
export const AgencyCreate = () => (
  <OrganisationCreate
    title={agencyTexts.createTitle}
    submit={{ label: agencyTexts.create, busyLabel: agencyTexts.creating }}
    texts={{ created: agencyTexts.created, failed: agencyTexts.createError }}
    listPath="/agents"
    rules={addFormRules}
    transform={agencyPayload}
  >
    <AgencyInputs rules={addFormRules} withActive={false} />
  </OrganisationCreate>
);
