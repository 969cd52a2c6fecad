import { RecordList } from '../../components/record-list/RecordList';
import { sellerListConfig } from './sellerColumns';

/** Spec §2 'Manage Sellers' at '/sellers'. */
export const SellerList = () => <RecordList config={sellerListConfig} />;
