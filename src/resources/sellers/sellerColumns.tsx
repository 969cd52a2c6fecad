import { activeColumn } from '../../components/organisation/activeColumn';
import { organisationTexts } from '../../components/organisation/messages';
import { NameLink } from '../../components/record-list/NameLink';
import { previewDescription } from '../../components/organisation/previewDescription';
import { organisationFilters } from '../../components/organisation/organisationFilters';
import type { RecordListConfig } from '../../components/record-list/types';
import { sellerTexts } from './messages';
import type { SellerRow } from './types';

const { labels } = organisationTexts;
const columns = sellerTexts.columns;

/** Spec §2 'Manage Sellers': ID, Company Name, Contact Person, Email, Phone, Description, Status. */
export const sellerListConfig: RecordListConfig<SellerRow> = {
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
    activeColumn(),
  ],
  filters: organisationFilters,
  texts: {
    loading: sellerTexts.loading,
    loadError: sellerTexts.loadError,
    empty: sellerTexts.empty,
    add: sellerTexts.createTitle,
    export: organisationTexts.export,
  },
  addPath: '/add-seller',
  exportName: 'sellers',
};
