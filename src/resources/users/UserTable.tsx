import { DataTable, useListContext } from 'react-admin';
import { ListLoading } from '../../components/ListLoading';
import { userTexts } from './messages';
import type { UserRecord } from './types';
import { UserNameLink } from './UserNameLink';

const Col = DataTable.Col<UserRecord>;
const columns = userTexts.columns;

/** A narrower window scrolls the table inside its card rather than the whole page. */
const tableSx = { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } };

/**
 * Spec §2 'Manage Users': ID, Name (a link to the user), Email, Phone, Role, Agency; each
 * sorted on the server. The name sorts by surname, then first name.
 */
export const UserTable = () => {
  const { isPending } = useListContext();
  if (isPending) return <ListLoading label={userTexts.loading} />;
  return (
    <DataTable<UserRecord> rowClick={false} bulkActionButtons={false} sx={tableSx}>
      <Col source="id" label={columns.id} />
      <Col source="lastName" label={columns.name} render={(user) => <UserNameLink user={user} />} />
      <Col source="emailAddress" label={columns.email} />
      <Col source="cellNumber" label={columns.phone} sx={{ whiteSpace: 'nowrap' }} />
      <Col source="userRoleType" label={columns.role} />
      <Col source="agencyName" label={columns.agency} />
    </DataTable>
  );
};
