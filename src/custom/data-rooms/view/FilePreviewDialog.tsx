import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import type { DataRoomItem } from '@common/api/data-rooms';
import { downloadUrl, previewKind } from './dataRoomFiles';
import { dataRoomTexts } from './messages';

const texts = dataRoomTexts.file;

/** What the preview reads of a file: a FILE row, or one of its versions. */
export type PreviewedFile = Pick<DataRoomItem, 'fileId' | 'fileName' | 'displayName' | 'contentType'>;

/**
 * A file opened inside the app (issue 14): PDFs in the browser's viewer, images as they are,
 * other types only offered for download. Full screen on a phone.
 */
export const FilePreviewDialog = ({ item, onClose }: { item: PreviewedFile | null; onClose: () => void }) => {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const fileId = item?.fileId;
  const name = item?.fileName ?? item?.displayName ?? '';
  const kind = previewKind(item?.contentType ?? null);
  return (
    <Dialog open={item !== null && fileId != null} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen}>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{name}</DialogTitle>
      <DialogContent dividers sx={{ p: kind ? 0 : 2 }}>
        {fileId != null && kind === 'pdf' && (
          <Box
            component="iframe"
            src={downloadUrl(fileId, true)}
            title={texts.previewFrame(name)}
            sx={{ display: 'block', width: '100%', height: fullScreen ? '100%' : '75vh', border: 0 }}
          />
        )}
        {fileId != null && kind === 'image' && (
          <Box
            component="img"
            src={downloadUrl(fileId, true)}
            alt={texts.previewFrame(name)}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto', objectFit: 'contain' }}
          />
        )}
        {!kind && <Alert severity="info">{texts.noPreview}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
        {fileId != null && (
          <Button variant="contained" startIcon={<DownloadIcon />} href={downloadUrl(fileId)} download={name}>
            {texts.download}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
