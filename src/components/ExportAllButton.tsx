import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, downloadCSV, useDataProvider, useListContext, useNotify, type RaRecord } from 'react-admin';
import { fetchAllPages } from './fetchAllPages';

export interface ExportAllButtonProps<T extends RaRecord> {
  /** The rows as CSV text (header included). */
  toCsv: (rows: T[]) => string;
  /** The file's name, without '.csv'. */
  filename: string;
  /** Shown when a page fails to load (the list's own load failure text). */
  failureMessage: string;
  label?: string;
}

/**
 * Downloads every record matching the list's current search and filters, in its current order,
 * as CSV: not just the page on screen.
 */
export function ExportAllButton<T extends RaRecord>({ toCsv, filename, failureMessage, label = 'Export' }: ExportAllButtonProps<T>) {
  const { resource, sort, total, error, ...list } = useListContext<T>();
  const filter = list.filterValues as Record<string, unknown>;
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    setBusy(true);
    try {
      downloadCSV(toCsv(await fetchAllPages<T>(dataProvider, resource, sort, filter)), filename);
    } catch {
      notify(failureMessage, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label={label} onClick={() => void exportAll()} disabled={busy || !!error || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
