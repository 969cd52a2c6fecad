import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { FilterButton, List, TopToolbar } from 'react-admin';
import { ExportAllButton } from '../../components/ExportAllButton';
import { ListLoadError } from '../../components/ListLoadError';
import { ListPagination } from '../../components/ListPagination';
import { AddButton } from '../../components/record-list/AddButton';
import { userTexts } from './messages';
import type { UserRecord } from './types';
import { UserCards } from './UserCards';
import { usersCsv } from './userExport';
import { userFilters } from './userFilters';
import { UserTable } from './UserTable';

const UserListActions = () => (
  <TopToolbar>
    <FilterButton />
    <AddButton to="/add-user" label={userTexts.addUser} />
    <ExportAllButton<UserRecord> toCsv={usersCsv} filename="users" failureMessage={userTexts.loadError} label={userTexts.export} />
  </TopToolbar>
);

/** The inline alert says the list failed to load: a toast would only repeat it. */
const quietErrors = { onError: () => undefined };

/**
 * Spec §2 'Manage Users' at '/users' and '/manage-users': paged, sorted and filtered by the
 * API, 25 a page; cards on a phone.
 */
export const UserList = () => {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = useMemo(() => userFilters(compact), [compact]);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {userTexts.listTitle}
      </Typography>
      <List
        title={userTexts.listTitle}
        filters={filters}
        actions={<UserListActions />}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        pagination={<ListPagination />}
        empty={false}
        error={<ListLoadError message={userTexts.loadError} />}
        queryOptions={quietErrors}
      >
        {compact ? <UserCards /> : <UserTable />}
      </List>
    </>
  );
};
