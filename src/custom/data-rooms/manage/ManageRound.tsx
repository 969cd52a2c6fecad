import { Alert } from '@mui/material';
import type { Identifier } from 'react-admin';
import { DataRoomLoad } from '../view/DataRoomLoad';
import { dataRoomTexts } from '../view/messages';
import { useDataRoomRound } from '../view/useDataRoomRound';
import { ManageTree } from './ManageTree';

/**
 * A round's section body: loading, the spec's load error with retry (§8), then the tree. A built
 * round lists every heading of its checklist, taller than the window, so while it loads it holds
 * a window's height: the other round's section and the missing documents below it stay out of
 * sight instead of jumping down as the tree arrives.
 */
export const ManageRound = ({ propertyId, round }: { propertyId: Identifier; round: 1 | 2 }) => {
  const query = useDataRoomRound(propertyId, round);
  return (
    <DataRoomLoad queries={[query]} loading={dataRoomTexts.loading} loadingHeight="100vh" loadError={dataRoomTexts.rounds[round].loadError}>
      {() =>
        query.data?.length ? (
          <ManageTree propertyId={propertyId} round={round} items={query.data} />
        ) : (
          <Alert severity="info">{dataRoomTexts.notBuilt}</Alert>
        )
      }
    </DataRoomLoad>
  );
};
