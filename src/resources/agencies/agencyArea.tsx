import { Typography } from '@mui/material';
import type { Static } from 'typebox';
import type { Agency } from '@common/api/agencies';
import { agencyEditRules } from '../../components/organisation/contactValidation';
import { organisationTexts } from '../../components/organisation/messages';
import { contactNumberColumn, organisationScreens, type OrganisationArea } from '../../components/organisation/organisationViews';
import { agencyTexts } from './messages';

type AgencyRow = Static<typeof Agency>;
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

/**
 * Agencies (spec §2 'Agencies'): 'Manage Agencies' at the spec's '/agents' (ID, Agency Name,
 * Description, Contact Person, Contact Number, Email, Status), 'Agency Details' with no
 * validation of its own (§5: the server's field errors show), and the Add Agency form at
 * '/add-agent', which the spec's old system only had as a placeholder: validated like Add Seller.
 */
export const agencyArea: OrganisationArea<AgencyRow> = {
  resource: 'agencies',
  nameField: 'agencyName',
  texts: { ...agencyTexts, name: columns.agencyName },
  listPath: '/agents',
  createPath: '/add-agent',
  columns: [
    { source: 'description', label: labels.description, render: (row) => <Description text={row.description} />, hideBelow: 'md' },
    { source: 'contactPerson', label: labels.contactPerson, hideBelow: 'sm' },
    contactNumberColumn(columns.contactNumber),
    { source: 'emailAddress', label: columns.email, hideBelow: 'sm' },
  ],
  descriptionFirst: true,
  blankDescription: null,
  editRules: agencyEditRules,
  updateFailure: () => agencyTexts.updateError,
  exportName: 'agencies',
};

export const { List: AgencyList, Edit: AgencyEdit, Create: AgencyCreate } = organisationScreens(agencyArea);
