import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { useRecordContext, type Identifier } from 'react-admin';
import { DataRoomLoad } from './DataRoomLoad';
import { DataRoomTree } from './DataRoomTree';
import { dataRoomTexts } from './messages';
import { NotBuiltNotice } from './NotBuiltNotice';
import { withoutHidden } from './treeFilter';
import { indexNumbers } from './treeIndex';
import { useDataRoomRound } from './useDataRoomRound';

/**
 * The Virtual Data Room (round 1) and Due Diligence Data Room (round 2) tabs (spec §2): the
 * round as a read-only tree, hidden items left out with everything beneath them.
 */
export const RoundTab = ({ propertyId, round }: { propertyId: Identifier; round: 1 | 2 }) => {
  const texts = dataRoomTexts.rounds[round];
  const record = useRecordContext();
  const query = useDataRoomRound(propertyId, round);
  const numbers = useMemo(() => indexNumbers(query.data ?? []), [query.data]);
  const visible = useMemo(() => withoutHidden(query.data ?? []), [query.data]);

  return (
    <DataRoomLoad queries={[query]} loading={dataRoomTexts.loading} loadError={texts.loadError}>
      {() =>
        query.data?.length === 0 && !record?.checklist ? (
          <NotBuiltNotice />
        ) : visible.length === 0 ? (
          <Alert severity="info">{dataRoomTexts.nothingVisible}</Alert>
        ) : (
          <DataRoomTree items={visible} numbers={numbers} label={texts.tree} />
        )
      }
    </DataRoomLoad>
  );
};
