import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { manageTexts } from './messages';

/**
 * A small form in a dialog (the tab's reject and request modals): Enter in a field submits,
 * Escape or Cancel closes, and while the server works it cannot be closed or sent twice. Once
 * something is typed (`dirty`), a stray click beside the dialog no longer throws it away.
 */
export const FormDialog = ({
  title,
  submitLabel,
  busy,
  submitDisabled = false,
  danger = false,
  dirty = false,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  danger?: boolean;
  dirty?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) => (
  <Dialog
    open
    onClose={(_event, reason) => !busy && !(dirty && reason === 'backdropClick') && onClose()}
    fullWidth
    maxWidth="sm"
    aria-labelledby="form-dialog-title"
  >
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <DialogTitle id="form-dialog-title">{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {manageTexts.cancel}
        </Button>
        <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={busy || submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  </Dialog>
);
