import { ActiveBadge } from '../../components/organisation/ActiveBadge';
import { organisationTexts } from '../../components/organisation/messages';
import { NameLink } from '../../components/organisation/NameLink';
import { previewDescription } from '../../components/organisation/previewDescription';
import type { OrganisationListConfig } from '../../components/organisation/types';
import { sellerTexts } from './messages';
import type { SellerRow } from './types';

const { labels, status } = organisationTexts;
const columns = sellerTexts.columns;

/** Spec §2 'Manage Sellers': ID, Company Name, Contact Person, Email, Phone, Description, Status. */
export const sellerListConfig: OrganisationListConfig<SellerRow> = {
  resource: 'sellers',
  title: sellerTexts.listTitle,
  nameSource: 'companyName',
  columns: [
    { source: 'id', label: labels.id },
    { source: 'companyName', label: columns.companyName, render: (row) => <NameLink to={`/sellers/${row.id}`} name={row.companyName} /> },
    { source: 'contactPerson', label: labels.contactPerson, hideBelow: 'sm' },
    { source: 'emailAddress', label: columns.email, hideBelow: 'sm' },
    {
      source: 'contactNumber',
      label: columns.phone,
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.contactNumber}</span>,
      hideBelow: 'md',
    },
    { source: 'description', label: labels.description, render: (row) => previewDescription(row.description), hideBelow: 'md' },
    {
      source: 'isActive',
      label: labels.status,
      render: (row) => <ActiveBadge isActive={row.isActive} />,
      csv: (row) => (row.isActive ? status.active : status.inactive),
    },
  ],
  texts: { loading: sellerTexts.loading, loadError: sellerTexts.loadError, empty: sellerTexts.empty, add: sellerTexts.createTitle },
  addPath: '/add-seller',
  exportName: 'sellers',
};
