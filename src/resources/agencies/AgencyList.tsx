import { OrganisationList } from '../../components/organisation/OrganisationList';
import { agencyListConfig } from './agencyColumns';

/** Spec §2 'Manage Agencies' at the spec's '/agents'. */
export const AgencyList = () => <OrganisationList config={agencyListConfig} />;
