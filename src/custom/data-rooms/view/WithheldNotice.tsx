import { Alert } from '@mui/material';
import type { BuyerView } from '@common/api/buyer-view';
import { dataRoomTexts } from './messages';

const texts = dataRoomTexts.asBuyer;

/** Why a round is withheld from the buyer, every reason; or, when it is theirs, what they do not see of it. */
export const WithheldNotice = ({ view }: { view: BuyerView }) => {
  const { buyer, round, withheld, leftOut } = view;
  if (withheld.length === 0) return <Alert severity="info">{texts.leftOut(buyer.name, leftOut.unpublished, leftOut.hidden)}</Alert>;
  return (
    <Alert severity="warning">
      {texts.withheld(round, buyer.name)}
      <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
        {withheld.map((reason) => (
          <li key={reason}>{texts.reasons[reason](buyer.name, round)}</li>
        ))}
      </ul>
    </Alert>
  );
};
