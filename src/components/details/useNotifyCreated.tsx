import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCloseNotification, useCreatePath, useNotify, useResourceContext, type RaRecord } from 'react-admin';

const OPEN_LABEL = 'Open';

/** The notice's link: opens the new record and closes the notice, which would otherwise outlive the screen it spoke of. */
const OpenCreated = ({ to }: { to: string }) => {
  const close = useCloseNotification();
  return (
    <Button component={Link} to={to} onClick={close} color="inherit" size="small" sx={{ fontWeight: 700 }}>
      {OPEN_LABEL}
    </Button>
  );
};

/**
 * Says that a record was created. The spec sends the admin back to the list after Add Property,
 * Add User, Add Seller and Add Agency, where the new row may sit on another page: with
 * `linkToRecord` the notice carries a link to it, and stays long enough to be used.
 */
export const useNotifyCreated = () => {
  const notify = useNotify();
  const createPath = useCreatePath();
  const resource = useResourceContext();
  return (message: string, created: RaRecord, linkToRecord: boolean) =>
    notify(message, {
      type: 'success',
      ...(linkToRecord && resource
        ? {
            autoHideDuration: 10_000,
            action: <OpenCreated to={createPath({ resource, id: created.id, type: 'edit' })} />,
          }
        : {}),
    });
};
