import { DataTable, useListContext } from 'react-admin';
import { ListLoadError } from '../../components/ListLoadError';
import { ListLoading } from '../../components/ListLoading';
import { ListActions } from '../../components/record-list/ListActions';
import { ListScreen } from '../../components/record-list/ListScreen';
import { hideBelow, responsiveTableSx } from '../../components/responsiveTable';
import { ActivityCards } from './ActivityCards';
import { ActivityEmpty } from './ActivityEmpty';
import { ActivityNoResults } from './ActivityNoResults';
import { activityFilters } from './activityFilters';
import { CommentsCell } from './CommentsCell';
import { DateCell } from './DateCell';
import { ExportButton } from './ExportButton';
import { activityTexts } from './messages';
import { NatureChip } from './NatureChip';
import { PersonCell } from './PersonCell';
import { PropertyCell } from './PropertyCell';
import { StatusChip } from './StatusChip';
import type { ActivityEntry } from './types';

const columns = activityTexts.columns;
const Col = DataTable.Col<ActivityEntry>;

/** The two people of an entry, each a column that folds away from its own width down. */
const PEOPLE = [
  { person: 'addedBy', source: 'addedByName', from: 'sm' },
  { person: 'user', source: 'userName', from: 'md' },
] as const;

const ActivityActions = () => (
  <ListActions>
    <ExportButton />
  </ListActions>
);

/** The seven columns; as the list narrows the secondary ones fold away (a phone's cards show every value). */
const ActivityTable = () => {
  const { isPending } = useListContext();
  if (isPending) return <ListLoading />;
  return (
    <DataTable<ActivityEntry> rowClick={false} bulkActionButtons={false} sx={responsiveTableSx} empty={<ActivityNoResults />}>
      <Col source="occurredAt" label={columns.date} render={(entry) => <DateCell occurredAt={entry.occurredAt} />} />
      <Col
        source="nature"
        label={columns.nature}
        render={(entry) => <NatureChip nature={entry.nature} audit={entry.source === 'audit'} />}
      />
      <Col
        source="statusDescription"
        label={columns.status}
        render={(entry) => <StatusChip status={entry.statusDescription} />}
        className={hideBelow('sm')}
      />
      <Col source="propertyTitle" label={columns.property} disableSort render={(entry) => <PropertyCell entry={entry} />} />
      {PEOPLE.map(({ person, source, from }) => (
        <Col
          key={person}
          source={source}
          label={columns[person]}
          disableSort
          render={(entry) => <PersonCell entry={entry} person={person} />}
          className={hideBelow(from)}
        />
      ))}
      <Col
        source="comments"
        label={columns.comments}
        disableSort
        render={(entry) => <CommentsCell entry={entry} />}
        className={hideBelow('md')}
      />
    </DataTable>
  );
};

/** Spec §2 'Activity Log': a read-only table, newest first, 25 a page; cards on a phone. */
export const ActivityList = () => (
  <ListScreen
    title={activityTexts.title}
    filters={activityFilters}
    actions={<ActivityActions />}
    sort={{ field: 'occurredAt', order: 'DESC' }}
    empty={<ActivityEmpty />}
    error={<ListLoadError message={activityTexts.loadError} />}
    cards={<ActivityCards />}
    table={<ActivityTable />}
  />
);
