import { DialogContentText, Stack, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import type { DataRoomItem } from '@common/api/data-rooms';
import { FormDialog } from './FormDialog';
import { manageTexts } from './messages';

/** The request's two fields: a one-line title, then a description of a few lines. */
const FIELDS = [
  { name: 'title', maxLength: 300, autoFocus: true },
  { name: 'body', maxLength: 5000, multiline: true, minRows: 4 },
] as const;

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
  const [request, setRequest] = useState({ title: '', body: '' });
  return (
    <FormDialog
      title={texts.title}
      submitLabel={busy ? manageTexts.requests.submitting : texts.submit}
      busy={busy}
      submitDisabled={!request.title.trim() || !request.body.trim()}
      dirty={request.title !== '' || request.body !== ''}
      onClose={onClose}
      onSubmit={() => onSubmit({ title: request.title.trim(), body: request.body.trim() })}
    >
      <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{manageTexts.requests.under(heading.displayName)}</DialogContentText>
      <Stack spacing={2}>
        {FIELDS.map(({ name, ...field }) => (
          <RequiredText
            key={name}
            {...field}
            label={texts[`${name}Label`]}
            blankText={texts[`${name}Missing`]}
            value={request[name]}
            onChange={(value) => setRequest((typed) => ({ ...typed, [name]: value }))}
            disabled={busy}
          />
        ))}
      </Stack>
    </FormDialog>
  );
};

/** A required text field that says it is blank once the admin has left it blank. */
const RequiredText = ({
  value,
  onChange,
  blankText,
  maxLength,
  ...field
}: { value: string; onChange: (value: string) => void; blankText: string; maxLength: number } & Pick<
  TextFieldProps,
  'label' | 'autoFocus' | 'multiline' | 'minRows' | 'disabled'
>) => {
  const [visited, setVisited] = useState(false);
  const blank = visited && !value.trim();
  return (
    <TextField
      {...field}
      fullWidth
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setVisited(true)}
      error={blank}
      helperText={blank ? blankText : ' '}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
};
