import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Link, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { DataRoomFileVersion, DataRoomItem } from '@common/api/data-rooms';
import type { AppDataProvider } from '../../../dataProviderTypes';
import { formatOccurredAt } from '../../../resources/activity/activityFormat';
import { DataRoomLoad } from '../view/DataRoomLoad';
import { formatFileSize } from '../../../components/upload/formatFileSize';
import { FilePreviewDialog, type PreviewedFile } from '../view/FilePreviewDialog';
import { FileStateChip } from '../view/FileStateChip';
import { dataRoomTexts } from '../view/messages';
import { manageTexts } from './messages';

const texts = manageTexts.versions;

const when = (iso: string) => {
  const { date, time } = formatOccurredAt(iso);
  return `${date} ${time}`;
};

/**
 * Every upload of a file, newest first: a file uploaded again under the same name keeps its
 * earlier versions, each downloadable (given `onDownload`, which also opens their preview), each
 * with the decision made on it and by whom.
 */
export const FileVersionsDialog = ({
  item,
  onDownload,
  onClose,
}: {
  item: DataRoomItem;
  onDownload?: (fileId: number, name: string) => void;
  onClose: () => void;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['property-data-room', 'versions', item.id, item.fileId],
    queryFn: ({ signal }) => dataProvider.getDataRoomFileVersions({ params: { id: item.id } }, { signal }),
    retry: 1,
  });
  const name = item.fileName ?? item.displayName;
  const [opened, setOpened] = useState<PreviewedFile | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{texts.title(name)}</DialogTitle>
      <DialogContent dividers>
        <DataRoomLoad queries={[query]} loading={texts.loading} loadError={texts.loadError}>
          {() => (
            <Box component="ol" aria-label={texts.title(name)} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {query.data?.map((version) => (
                <VersionRow
                  key={version.fileId}
                  version={version}
                  onOpen={onDownload && (() => setOpened({ ...version, displayName: version.fileName }))}
                  onDownload={onDownload}
                />
              ))}
            </Box>
          )}
        </DataRoomLoad>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{manageTexts.close}</Button>
      </DialogActions>
      <FilePreviewDialog item={opened} onClose={() => setOpened(null)} />
    </Dialog>
  );
};

const VersionRow = ({
  version,
  onOpen,
  onDownload,
}: {
  version: DataRoomFileVersion;
  onOpen?: () => void;
  onDownload?: (fileId: number, name: string) => void;
}) => (
  <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1, borderBottom: 1, borderColor: 'divider' }}>
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {texts.version(version.version)}
        </Typography>
        {onOpen ? (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={onOpen}
            aria-label={dataRoomTexts.file.open(`${texts.version(version.version)} ${version.fileName}`)}
            sx={{ textAlign: 'left', overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {version.fileName}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {version.fileName}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {formatFileSize(version.fileSize)}
        </Typography>
        <FileStateChip item={version} />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {texts.uploaded(version.uploadedBy, when(version.uploadedAt))}
      </Typography>
      {version.decidedAt && (
        <Typography variant="caption" color="text.secondary" component="p">
          {texts.decided(version.decidedBy, when(version.decidedAt))}
        </Typography>
      )}
    </Box>
    {onDownload && (
      <Tooltip title={manageTexts.file.download(`${texts.version(version.version)}`)}>
        <IconButton
          onClick={() => onDownload(version.fileId, version.fileName)}
          aria-label={manageTexts.file.download(`${texts.version(version.version)}`)}
        >
          <DownloadIcon />
        </IconButton>
      </Tooltip>
    )}
  </Box>
);
