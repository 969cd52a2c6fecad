import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { DataRoomItem } from '@common/api/data-rooms';
import type { InboxItem } from '@common/api/inbox';
import type { AppDataProvider } from '../../dataProviderTypes';
import { manageTexts } from '../../custom/data-rooms/manage/messages';
import { RejectFileDialog } from '../../custom/data-rooms/manage/RejectFileDialog';
import { RowAction } from '../../custom/data-rooms/manage/RowAction';
import { useReviewActions } from '../../custom/data-rooms/manage/useReviewActions';
import { dataRoomRoundQuery } from '../../custom/data-rooms/view/useDataRoomRound';
import { useFreshRecord } from './useFreshRecord';

const texts = manageTexts.file;
const pending = (row: DataRoomItem) => row.itemType === 'FILE' && !row.isPublished && !row.isRejected;

/**
 * Publish a waiting data room file, or reject it with a reason, from the inbox: Manage
 * Datarooms' own actions, dialog and notices, on the file as it is now.
 */
export const FileInboxDecision = ({ item }: { item: InboxItem }) => {
  const round = item.round === 2 ? 2 : 1;
  const dataProvider = useDataProvider<AppDataProvider>();
  const review = useReviewActions(item.propertyId, round);
  const fresh = useFreshRecord<DataRoomItem>(dataRoomRoundQuery(dataProvider, item.propertyId, round));
  const [rejecting, setRejecting] = useState<DataRoomItem | null>(null);
  const busy = fresh.loading || review.reject.isPending;
  const publish = async () => {
    const file = await fresh.load(item.itemId, pending);
    if (file) review.publish(file);
  };
  const reject = async () => setRejecting((await fresh.load(item.itemId, pending)) ?? null);
  return (
    <>
      <RowAction label={texts.publish(item.subject)} color="success" disabled={busy} onClick={() => void publish()}>
        <CheckCircleOutlineIcon fontSize="small" />
      </RowAction>
      <RowAction label={texts.reject(item.subject)} color="error" disabled={busy} onClick={() => void reject()}>
        <DoNotDisturbOnOutlinedIcon fontSize="small" />
      </RowAction>
      {rejecting && (
        <RejectFileDialog
          item={rejecting}
          busy={review.reject.isPending}
          onReject={(reason) => review.reject.mutate({ item: rejecting, reason }, { onSuccess: () => setRejecting(null) })}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
};
