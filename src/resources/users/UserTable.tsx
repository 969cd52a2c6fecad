import { DataTable, useListContext } from 'react-admin';
import { ActiveBadge } from '../../components/organisation/activeStatus';
import { ListLoading } from '../../components/ListLoading';
import { hideBelow, responsiveTableSx } from '../../components/responsiveTable';
import { userTexts } from './messages';
import type { UserRecord } from './types';
import { UserNameLink } from './UserNameLink';

const Col = DataTable.Col<UserRecord>;
const columns = userTexts.columns;

/**
 * Spec §2 'Manage Users': ID, Name (a link to the user), Email, Phone, Role, Agency, each
 * sorted on the server, and Status (Active or Inactive, as sellers and agencies show it). The
 * name sorts by surname, then first name. As the list narrows, the phone, agency, role and status
 * fold away (the Status filter still applies; a phone's cards show every value).
 */
export const UserTable = () => {
  const { isPending } = useListContext();
  if (isPending) return <ListLoading label={userTexts.loading} />;
  return (
    <DataTable<UserRecord> rowClick={false} bulkActionButtons={false} sx={responsiveTableSx}>
      <Col source="id" label={columns.id} />
      <Col source="lastName" label={columns.name} render={(user) => <UserNameLink user={user} />} />
      <Col source="emailAddress" label={columns.email} />
      <Col source="cellNumber" label={columns.phone} sx={{ whiteSpace: 'nowrap' }} className={hideBelow('md')} />
      <Col source="userRoleType" label={columns.role} className={hideBelow('sm')} />
      <Col source="agencyName" label={columns.agency} className={hideBelow('md')} />
      <Col
        source="isActive"
        label={columns.status}
        disableSort
        render={(user) => <ActiveBadge isActive={user.isActive} />}
        className={hideBelow('sm')}
      />
    </DataTable>
  );
};
