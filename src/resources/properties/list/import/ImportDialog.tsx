import { Alert, Box, Button, DialogActions, DialogContent, LinearProgress, Typography } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { ResponsiveDialog } from '../../../../components/ResponsiveDialog';
import { FileDropZone } from '../../../../components/upload/FileDropZone';
import { ImportPreviewTable } from './ImportPreviewTable';
import { importTexts } from './messages';
import { useImport } from './useImport';

/** Issue 33: choose or drop a file, see each row as it will be created, then create them all or none. */
export const ImportDialog = ({ onClose }: { onClose: () => void }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  // The button mounts the dialog only while open, so closing it forgets the file.
  const { state, preview, create } = useImport(({ ids }) => {
    notify(importTexts.created(ids.length), { type: 'info' });
    refresh();
    onClose();
  });
  const busy = state.progress !== undefined;
  const rows = state.preview?.rows ?? [];
  const withErrors = rows.filter((row) => Object.keys(row.errors).length).length;

  return (
    <ResponsiveDialog title={importTexts.title} maxWidth="xl" onClose={busy ? undefined : onClose}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {importTexts.intro}
        </Typography>
        <FileDropZone
          hint={importTexts.hint}
          choose={importTexts.choose}
          kind="propertyImport"
          multiple={false}
          disabled={busy}
          dense={!!state.preview}
          onFiles={([file]) => void preview(file)}
        />
        {busy && <LinearProgress variant="determinate" value={(state.progress ?? 0) * 100} aria-label={importTexts.uploading} />}
        <Box role="status" aria-live="polite">
          {state.error && <Alert severity="error">{state.error}</Alert>}
          {state.preview && !state.error && (
            <Alert severity={withErrors ? 'warning' : 'success'}>{importTexts.summary(rows.length - withErrors, withErrors)}</Alert>
          )}
        </Box>
        {state.preview && state.file && <ImportPreviewTable preview={state.preview} name={state.file.name} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {importTexts.cancel}
        </Button>
        <Button variant="contained" onClick={() => void create()} disabled={busy || !state.preview?.valid}>
          {importTexts.create(rows.length)}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
};
