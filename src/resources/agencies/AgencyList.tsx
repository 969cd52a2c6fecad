import { RecordList } from '../../components/record-list/RecordList';
import { agencyListConfig } from './agencyColumns';

/** Spec §2 'Manage Agencies' at the spec's '/agents'. */
export const AgencyList = () => <RecordList config={agencyListConfig} />;
