import { Alert } from '@mui/material';
import type { Identifier } from 'react-admin';
import { DataRoomLoad } from '../view/DataRoomLoad';
import { dataRoomTexts } from '../view/messages';
import { useDataRoomRound } from '../view/useDataRoomRound';
import { ManageTree } from './ManageTree';

/** A round's section body: loading, the spec's load error with retry (§8), then the tree. */
export const ManageRound = ({ propertyId, round }: { propertyId: Identifier; round: 1 | 2 }) => {
  const query = useDataRoomRound(propertyId, round);
  return (
    <DataRoomLoad queries={[query]} loading={dataRoomTexts.loading} loadError={dataRoomTexts.rounds[round].loadError}>
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
