import { agencyEditRules } from '../../components/organisation/contactValidation';
import { OrganisationEdit } from '../../components/organisation/OrganisationEdit';
import { agencyPayload } from './agencyPayload';
import { AgencyInputs } from './AgencyInputs';
import { agencyTexts } from './messages';

const failed = () => agencyTexts.updateError;

/** Spec §2 'Agency Details' at '/agencies/{id}': no validation of its own (§5); the server's field errors show. */
export const AgencyEdit = () => (
  <OrganisationEdit
    title={agencyTexts.detailsTitle}
    notFound={agencyTexts.notFound}
    loadError={agencyTexts.detailLoadError}
    back={{ to: '/agents', label: agencyTexts.backToList }}
    updated={agencyTexts.updated}
    failureMessage={failed}
    rules={agencyEditRules}
    transform={agencyPayload}
  >
    <AgencyInputs rules={agencyEditRules} withActive />
  </OrganisationEdit>
);
