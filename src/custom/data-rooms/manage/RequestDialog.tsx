import { DialogContentText, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import type { DataRoomItem } from '@common/api/data-rooms';
import { FormDialog } from './FormDialog';
import { manageTexts } from './messages';

export type RequestKind = 'file' | 'text';

/**
 * Spec §5 'Document request' / 'Information request' (the modals 'describe document required'
 * and 'describe information required'): a title and a description, both required. Submit is
 * disabled while either is empty; a field left blank says so once it has been visited.
 */
export const RequestDialog = ({
  kind,
  heading,
  busy,
  onSubmit,
  onClose,
}: {
  kind: RequestKind;
  heading: DataRoomItem;
  busy: boolean;
  onSubmit: (request: { title: string; body: string }) => void;
  onClose: () => void;
}) => {
  const texts = manageTexts.requests[kind];
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [visited, setVisited] = useState({ title: false, body: false });
  const titleMissing = !title.trim();
  const bodyMissing = !body.trim();
  return (
    <FormDialog
      title={texts.title}
      submitLabel={busy ? manageTexts.requests.submitting : texts.submit}
      busy={busy}
      submitDisabled={titleMissing || bodyMissing}
      dirty={title !== '' || body !== ''}
      onClose={onClose}
      onSubmit={() => onSubmit({ title: title.trim(), body: body.trim() })}
    >
      <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{manageTexts.requests.under(heading.displayName)}</DialogContentText>
      <Stack spacing={2}>
        <TextField
          autoFocus
          fullWidth
          required
          label={texts.titleLabel}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          onBlur={() => setVisited((seen) => ({ ...seen, title: true }))}
          error={visited.title && titleMissing}
          helperText={visited.title && titleMissing ? texts.titleMissing : ' '}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <TextField
          fullWidth
          required
          multiline
          minRows={4}
          label={texts.bodyLabel}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onBlur={() => setVisited((seen) => ({ ...seen, body: true }))}
          error={visited.body && bodyMissing}
          helperText={visited.body && bodyMissing ? texts.bodyMissing : ' '}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </Stack>
    </FormDialog>
  );
};
