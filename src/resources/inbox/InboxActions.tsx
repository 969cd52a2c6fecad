import { Box } from '@mui/material';
import type { InboxItem } from '@common/api/inbox';
import { useCan } from '../../auth/useCan';
import { AnswerRequestAction } from '../../custom/data-rooms/manage/AnswerRequestAction';
import { FileInboxDecision } from './FileInboxDecision';
import { NdaInboxDecision } from './NdaInboxDecision';

/**
 * The decisions an item can take right in the inbox (an NDA round, a file, a request); the others are
 * decided where the row's link leads. Support staff read the inbox and decide nothing.
 */
export const InboxActions = ({ item }: { item: InboxItem }) => {
  const canDecide = useCan('edit');
  if (!canDecide) return null;
  const decision =
    item.kind === 'nda-round-1' || item.kind === 'nda-round-2' ? (
      <NdaInboxDecision item={item} />
    ) : item.kind === 'file' ? (
      <FileInboxDecision item={item} />
    ) : item.kind === 'request' ? (
      <AnswerRequestAction propertyId={item.propertyId} request={{ id: item.itemId, title: item.subject }} />
    ) : null;
  return decision && <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>{decision}</Box>;
};
