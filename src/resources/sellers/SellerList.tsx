import { OrganisationList } from '../../components/organisation/OrganisationList';
import { sellerListConfig } from './sellerColumns';

/** Spec §2 'Manage Sellers' at '/sellers'. */
export const SellerList = () => <OrganisationList config={sellerListConfig} />;
