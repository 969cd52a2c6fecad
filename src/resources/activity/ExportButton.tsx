import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useListContext } from 'react-admin';
import { activityExportUrl } from './activityExport';
import { activityTexts } from './messages';

/** Downloads the server's CSV of every entry matching the current filter, in the current order. */
export const ExportButton = () => {
  const { sort, total, error, ...list } = useListContext();
  const filter = list.filterValues as Record<string, unknown>;
  const link = error || total === 0 ? { disabled: true } : { href: activityExportUrl(sort, filter), download: 'activity-log.csv' };
  return (
    <Button size="small" startIcon={<DownloadIcon />} {...link}>
      {activityTexts.export}
    </Button>
  );
};
