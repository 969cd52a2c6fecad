import { ListLoadError } from '../../components/ListLoadError';
import { ListActions } from '../../components/record-list/ListActions';
import { ListScreen } from '../../components/record-list/ListScreen';
import { InboxCards } from './InboxCards';
import { InboxEmpty } from './InboxEmpty';
import { inboxFilters } from './inboxFilters';
import { InboxTable } from './InboxTable';
import { inboxTexts } from './messages';

/** Issue 32 'Inbox': what waits for a decision across every property, oldest first, 25 a page; cards on a phone. */
export const InboxList = () => (
  <ListScreen
    title={inboxTexts.title}
    filters={inboxFilters}
    actions={<ListActions />}
    sort={{ field: 'waitingSince', order: 'ASC' }}
    empty={<InboxEmpty />}
    error={<ListLoadError message={inboxTexts.loadError} />}
    cards={<InboxCards />}
    table={<InboxTable />}
  />
);
