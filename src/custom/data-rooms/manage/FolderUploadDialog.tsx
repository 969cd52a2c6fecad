import { Box, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import type { Identifier } from 'react-admin';
import type { DataRoomItem } from '@common/api/data-rooms';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { dropZoneSx } from '../../../components/upload/dropZoneSx';
import { useUploadRule } from '../../../components/upload/useUploadRule';
import { dataRoomTexts } from '../view/messages';
import { FolderPreview } from './FolderPreview';
import { matchFolder } from './folderMatch';
import { manageTexts } from './messages';
import { UploadQueue } from './UploadQueue';
import { useFileUploads } from './useFileUploads';

const texts = manageTexts.folder;

/**
 * Issue 33 'Folder upload': a folder (or many files) dropped or chosen for a round; each file is
 * shown under the heading its folder or name names, files that match nothing and refused ones
 * listed as such; on confirmation the matched files upload, each with its progress.
 */
export const FolderUploadDialog = ({
  propertyId,
  round,
  items,
  numbers,
  onClose,
}: {
  propertyId: Identifier;
  round: 1 | 2;
  items: DataRoomItem[];
  numbers: ReadonlyMap<number, string>;
  onClose: () => void;
}) => {
  const rule = useUploadRule('dataRoom');
  const [files, setFiles] = useState<File[] | null>(null);
  const uploads = useFileUploads(propertyId);
  const started = uploads.queue.length > 0;
  const rows = useMemo(
    () => (files ? matchFolder(files, items, numbers, rule?.accept, { type: texts.refusedType, empty: texts.refusedEmpty }) : []),
    [files, items, numbers, rule?.accept],
  );
  const ready = rows.filter((row) => row.heading && !row.refused);
  // Every file is judged here, refused ones too: the dropzone is told to accept anything.
  const folder = useDropzone({ noClick: true, noKeyboard: true, onDrop: (accepted) => setFiles(accepted) });
  const picked = useDropzone({ noClick: true, noKeyboard: true, multiple: true, onDrop: (accepted) => setFiles(accepted) });

  const upload = () => {
    const byHeading = new Map<DataRoomItem, File[]>();
    for (const row of ready) byHeading.set(row.heading!, [...(byHeading.get(row.heading!) ?? []), row.file]);
    for (const [heading, group] of byHeading) uploads.add(group, heading);
  };

  return (
    <ResponsiveDialog title={texts.title(dataRoomTexts.rounds[round].name)} maxWidth="md" onClose={onClose}>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {texts.how}
          </Typography>
          {!files && (
            <Box {...folder.getRootProps()} sx={dropZoneSx(folder.isDragActive)}>
              {/* The folder picker: Chromium, Firefox and Safari all take React's unknown `webkitdirectory` attribute as is. */}
              <input {...folder.getInputProps()} {...{ webkitdirectory: '' }} aria-label={texts.chooseFolder} />
              <input {...picked.getInputProps()} aria-label={texts.chooseFiles} />
              <Typography color="text.secondary">{texts.hint}</Typography>
              <Button variant="outlined" onClick={folder.open}>
                {texts.chooseFolder}
              </Button>
              <Button variant="outlined" onClick={picked.open}>
                {texts.chooseFiles}
              </Button>
            </Box>
          )}
          {files && !started && (
            <>
              <Typography variant="body2" role="status">
                {texts.summary(
                  ready.length,
                  rows.filter((row) => !row.heading && !row.refused).length,
                  rows.filter((row) => row.refused).length,
                )}
              </Typography>
              <FolderPreview rows={rows} numbers={numbers} />
            </>
          )}
          {started && <UploadQueue queue={uploads.queue} showHeading />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {files && !started && <Button onClick={() => setFiles(null)}>{texts.again}</Button>}
        <Button onClick={onClose}>{uploads.busy ? manageTexts.cancel : manageTexts.close}</Button>
        {files && !started && (
          <Button variant="contained" onClick={upload} disabled={ready.length === 0}>
            {texts.upload(ready.length)}
          </Button>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
};
