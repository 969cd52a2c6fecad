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

/** What a finished export says: how many rows, and whether a search or filter narrowed them. */
const exportedNotice = (count: number, filtered: boolean) =>
  `Exported ${count} ${count === 1 ? 'row' : 'rows'}${filtered ? ', only those matching the search and filters shown' : ''}`;

const FILTERED_HINT = 'Exports only the rows matching the search and filters shown';

/**
 * Downloads every record matching the list's current search and filters, in its current order,
 * as CSV: not just the page on screen. A search kept from an earlier visit narrows it too, so
 * the button's tooltip and the notice after it say when one applies.
 */
export function ExportAllButton<T extends RaRecord>({ toCsv, filename, failureMessage, label = 'Export' }: ExportAllButtonProps<T>) {
  const { resource, sort, total, error, ...list } = useListContext<T>();
  const filter = list.filterValues as Record<string, unknown>;
  const filtered = Object.values(filter).some((value) => value !== undefined && value !== '' && value !== null);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    setBusy(true);
    try {
      const rows = await fetchAllPages<T>(dataProvider, resource, sort, filter);
      downloadCSV(toCsv(rows), filename);
      notify(exportedNotice(rows.length, filtered), { type: 'info' });
    } catch {
      notify(failureMessage, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label={label}
      title={filtered ? FILTERED_HINT : undefined}
      onClick={() => void exportAll()}
      disabled={busy || !!error || total === 0}
    >
      <DownloadIcon />
    </Button>
  );
}
