import { Typography } from '@mui/material';
import { activeColumn } from '../../components/organisation/activeColumn';
import { organisationTexts } from '../../components/organisation/messages';
import { NameLink } from '../../components/record-list/NameLink';
import { organisationFilters } from '../../components/organisation/organisationFilters';
import type { RecordListConfig } from '../../components/record-list/types';
import { agencyTexts } from './messages';
import type { AgencyRow } from './types';

const { labels } = organisationTexts;
const columns = agencyTexts.columns;

/** Two lines of description keep the rows short; the whole text is the tooltip (and in the CSV). */
const Description = ({ text }: { text: string | null }) => (
  <Typography
    variant="body2"
    title={text ?? undefined}
    sx={{ minWidth: 160, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
  >
    {text}
  </Typography>
);

/** Spec §2 'Manage Agencies': ID, Agency Name, Description, Contact Person, Contact Number, Email, Status. */
export const agencyListConfig: RecordListConfig<AgencyRow> = {
  resource: 'agencies',
  title: agencyTexts.listTitle,
  nameSource: 'agencyName',
  columns: [
    { source: 'id', label: labels.id },
    { source: 'agencyName', label: columns.agencyName, render: (row) => <NameLink to={`/agencies/${row.id}`} name={row.agencyName} /> },
    { source: 'description', label: labels.description, render: (row) => <Description text={row.description} />, hideBelow: 'md' },
    { source: 'contactPerson', label: labels.contactPerson, hideBelow: 'sm' },
    {
      source: 'contactNumber',
      label: columns.contactNumber,
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.contactNumber}</span>,
      hideBelow: 'md',
    },
    { source: 'emailAddress', label: columns.email, hideBelow: 'sm' },
    activeColumn(),
  ],
  filters: organisationFilters,
  texts: {
    loading: agencyTexts.loading,
    loadError: agencyTexts.loadError,
    empty: agencyTexts.empty,
    add: agencyTexts.createTitle,
    export: organisationTexts.export,
  },
  addPath: '/add-agent',
  exportName: 'agencies',
};
