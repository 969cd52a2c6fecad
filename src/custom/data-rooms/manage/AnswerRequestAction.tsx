import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useState } from 'react';
import type { ExtDdRequest } from '@common/api/data-rooms';
import { AnswerRequestDialog } from './AnswerRequestDialog';
import { manageTexts } from './messages';
import { RowAction } from './RowAction';
import { useAnswerRequest } from './useAnswerRequest';

/**
 * 'Mark answered' on a buyer's request, where the answer was given without a file under its
 * heading (a file uploaded after the request answers it on its own): the button and its dialog,
 * on the External Due Diligence tab and in the inbox alike.
 */
export const AnswerRequestAction = ({ propertyId, request }: { propertyId: number; request: Pick<ExtDdRequest, 'id' | 'title'> }) => {
  const answer = useAnswerRequest(propertyId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowAction label={manageTexts.answer.open(request.title)} color="success" disabled={answer.isPending} onClick={() => setOpen(true)}>
        <TaskAltIcon fontSize="small" />
      </RowAction>
      {open && (
        <AnswerRequestDialog
          title={request.title}
          busy={answer.isPending}
          onAnswer={(note) => answer.mutate({ request, note }, { onSuccess: () => setOpen(false) })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};
