import { Stack } from '@mui/material';
import type { Identifier } from 'react-admin';
import { DataRoomLoad } from './DataRoomLoad';
import { DataRoomTree } from './DataRoomTree';
import { dataRoomTexts } from './messages';
import { useBuyerView } from './useBuyerView';
import { WithheldNotice } from './WithheldNotice';

/**
 * A round as the chosen buyer is entitled to it: why it is withheld, or the tree they see,
 * numbered as the admin's (`numbers` come from the whole round).
 */
export const BuyerRound = ({
  propertyId,
  round,
  buyerId,
  numbers,
}: {
  propertyId: Identifier;
  round: 1 | 2;
  buyerId: number;
  numbers: Map<number, string>;
}) => {
  const view = useBuyerView(propertyId, round, buyerId);
  return (
    <DataRoomLoad queries={[view]} loading={dataRoomTexts.asBuyer.loading} loadError={dataRoomTexts.asBuyer.loadError}>
      {() =>
        view.data && (
          <Stack spacing={2}>
            <WithheldNotice view={view.data} />
            {view.data.items.length > 0 && (
              <DataRoomTree items={view.data.items} numbers={numbers} label={dataRoomTexts.rounds[round].tree} />
            )}
          </Stack>
        )
      }
    </DataRoomLoad>
  );
};
