import { ExportAllButton } from '../../components/ExportAllButton';
import { ListLoadError } from '../../components/ListLoadError';
import { AddButton } from '../../components/record-list/AddButton';
import { ListActions } from '../../components/record-list/ListActions';
import { ListScreen } from '../../components/record-list/ListScreen';
import { userTexts } from './messages';
import type { UserRecord } from './types';
import { UserCards } from './UserCards';
import { usersCsv } from './userExport';
import { userFilters } from './userFilters';
import { UserTable } from './UserTable';

const UserListActions = () => (
  <ListActions>
    <AddButton to="/add-user" label={userTexts.addUser} />
    <ExportAllButton<UserRecord> toCsv={usersCsv} filename="users" failureMessage={userTexts.loadError} label={userTexts.export} />
  </ListActions>
);

/**
 * Spec §2 'Manage Users' at '/users' and '/manage-users': paged, sorted and filtered by the
 * API, 25 a page; cards on a phone.
 */
export const UserList = () => (
  <ListScreen
    title={userTexts.listTitle}
    filters={userFilters}
    actions={<UserListActions />}
    sort={{ field: 'id', order: 'ASC' }}
    empty={false}
    error={<ListLoadError message={userTexts.loadError} />}
    cards={<UserCards />}
    table={<UserTable />}
  />
);
