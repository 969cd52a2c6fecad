import { DialogContentText, TextField } from '@mui/material';
import { useState } from 'react';
import { REJECTION_REASON_MIN, type DataRoomItem } from '@common/api/data-rooms';
import { FormDialog } from './FormDialog';
import { manageTexts } from './messages';

const texts = manageTexts.reject;

/**
 * Spec §5 'File rejection reason': trimmed, at least 10 characters, with a counter. Stays open
 * while the server decides, and after a failure (the reason kept), so nothing typed is lost.
 */
export const RejectFileDialog = ({
  item,
  busy,
  onReject,
  onClose,
}: {
  item: DataRoomItem;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) => {
  const [reason, setReason] = useState(item.rejectedReason ?? '');
  const [tried, setTried] = useState(false);
  const length = reason.trim().length;
  const tooShort = length < REJECTION_REASON_MIN;
  return (
    <FormDialog
      title={texts.title}
      submitLabel={busy ? texts.submitting : texts.submit}
      busy={busy}
      danger
      dirty={reason !== (item.rejectedReason ?? '')}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (!tooShort) onReject(reason.trim());
      }}
    >
      <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{texts.intro(item.fileName ?? item.displayName)}</DialogContentText>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        label={texts.label}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={tried && tooShort}
        helperText={tried && tooShort ? `${texts.tooShort} ${texts.counter(length)}` : texts.counter(length)}
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormDialog>
  );
};
