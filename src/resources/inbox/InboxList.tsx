import { FilterButton, TopToolbar } from 'react-admin';
import { ListLoadError } from '../../components/ListLoadError';
import { ListScreen } from '../../components/record-list/ListScreen';
import { InboxCards } from './InboxCards';
import { InboxEmpty } from './InboxEmpty';
import { inboxFilters } from './inboxFilters';
import { InboxTable } from './InboxTable';
import { inboxTexts } from './messages';

const InboxActionsBar = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/** Issue 32 'Inbox': what waits for a decision across every property, oldest first, 25 a page; cards on a phone. */
export const InboxList = () => (
  <ListScreen
    title={inboxTexts.title}
    filters={inboxFilters}
    actions={<InboxActionsBar />}
    sort={{ field: 'waitingSince', order: 'ASC' }}
    empty={<InboxEmpty />}
    error={<ListLoadError message={inboxTexts.loadError} />}
    cards={<InboxCards />}
    table={<InboxTable />}
  />
);
