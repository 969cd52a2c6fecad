import { DialogContentText, TextField } from '@mui/material';
import { useState } from 'react';
import { ANSWER_NOTE_MAX } from '@common/api/data-rooms';
import { FormDialog } from './FormDialog';
import { manageTexts } from './messages';

const texts = manageTexts.answer;

/** How a request was answered, in a few words: required, trimmed, kept while the server works or refuses. */
export const AnswerRequestDialog = ({
  title,
  busy,
  onAnswer,
  onClose,
}: {
  /** The request's title. */
  title: string;
  busy: boolean;
  onAnswer: (note: string) => void;
  onClose: () => void;
}) => {
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const blank = note.trim() === '';
  return (
    <FormDialog
      title={texts.title}
      submitLabel={busy ? texts.submitting : texts.submit}
      busy={busy}
      dirty={note !== ''}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (!blank) onAnswer(note.trim());
      }}
    >
      <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{texts.intro(title)}</DialogContentText>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        required
        label={texts.label}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={tried && blank}
        helperText={tried && blank ? texts.required : `${note.length}/${ANSWER_NOTE_MAX}`}
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: ANSWER_NOTE_MAX } }}
      />
    </FormDialog>
  );
};
