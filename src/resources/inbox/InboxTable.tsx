import { DataTable, useListContext } from 'react-admin';
import type { InboxItem } from '@common/api/inbox';
import { ListLoading } from '../../components/ListLoading';
import { hideBelow, responsiveTableSx } from '../../components/responsiveTable';
import { DateCell } from '../activity/DateCell';
import { InboxActions } from './InboxActions';
import { KindChip } from './KindChip';
import { inboxTexts } from './messages';
import { PropertyName, SubjectLink } from './SubjectLink';

const columns = inboxTexts.columns;
const Col = DataTable.Col<InboxItem>;

/** One row per waiting item: what it waits for, its property, the buyer or file (a link to where it is decided), since when, and the decision. */
export const InboxTable = () => {
  const { isPending } = useListContext();
  if (isPending) return <ListLoading />;
  return (
    <DataTable<InboxItem> rowClick={false} bulkActionButtons={false} sx={responsiveTableSx}>
      <Col source="kind" label={columns.kind} render={(item) => <KindChip kind={item.kind} />} />
      <Col source="propertyReference" label={columns.property} render={(item) => <PropertyName item={item} />} />
      <Col source="subject" label={columns.subject} disableSort render={(item) => <SubjectLink item={item} />} />
      <Col
        source="waitingSince"
        label={columns.waitingSince}
        render={(item) => <DateCell occurredAt={item.waitingSince} />}
        className={hideBelow('sm')}
      />
      <Col source="id" label={columns.actions} disableSort render={(item) => <InboxActions item={item} />} />
    </DataTable>
  );
};
