import type { RecordColumn } from '../record-list/types';
import { ActiveBadge } from './ActiveBadge';
import { organisationTexts } from './messages';

const { labels, status } = organisationTexts;

/** The Status column of a seller or agency list: a badge (beside the name on a phone card), Active/Inactive in the CSV. */
export const activeColumn = <Row extends { id: number; isActive: boolean }>(): RecordColumn<Row> => ({
  source: 'isActive',
  label: labels.status,
  render: (row) => <ActiveBadge isActive={row.isActive} />,
  csv: (row) => (row.isActive ? status.active : status.inactive),
  headline: true,
});
