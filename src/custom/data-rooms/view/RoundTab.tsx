import { Alert, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import type { BuyerOption } from '@common/api/users';
import { useRecordContext, type Identifier } from 'react-admin';
import { AsBuyerPicker } from './AsBuyerPicker';
import { BuyerRound } from './BuyerRound';
import { DataRoomLoad } from './DataRoomLoad';
import { DataRoomTree } from './DataRoomTree';
import { dataRoomTexts } from './messages';
import { NotBuiltNotice } from './NotBuiltNotice';
import { withoutHidden } from './treeFilter';
import { indexNumbers } from './treeIndex';
import { useDataRoomRound } from './useDataRoomRound';

/**
 * The Virtual Data Room (round 1) and Due Diligence Data Room (round 2) tabs (spec §2): the
 * round as a read-only tree, hidden items left out with everything beneath them; or, with a
 * buyer chosen, the round as that buyer is entitled to it and why anything is withheld.
 */
export const RoundTab = ({ propertyId, round }: { propertyId: Identifier; round: 1 | 2 }) => {
  const texts = dataRoomTexts.rounds[round];
  const record = useRecordContext();
  const query = useDataRoomRound(propertyId, round);
  const numbers = useMemo(() => indexNumbers(query.data ?? []), [query.data]);
  const visible = useMemo(() => withoutHidden(query.data ?? []), [query.data]);
  const [buyer, setBuyer] = useState<BuyerOption | null>(null);

  return (
    <DataRoomLoad queries={[query]} loading={dataRoomTexts.loading} loadError={texts.loadError}>
      {() =>
        query.data?.length === 0 && !record?.checklist ? (
          <NotBuiltNotice />
        ) : (
          <Stack spacing={2}>
            <AsBuyerPicker value={buyer} onChange={setBuyer} />
            {buyer ? (
              <BuyerRound propertyId={propertyId} round={round} buyerId={buyer.id} numbers={numbers} />
            ) : visible.length === 0 ? (
              <Alert severity="info">{dataRoomTexts.nothingVisible}</Alert>
            ) : (
              <DataRoomTree items={visible} numbers={numbers} label={texts.tree} />
            )}
          </Stack>
        )
      }
    </DataRoomLoad>
  );
};
