import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import { propertyTexts } from '../messages';
import { propertyListTexts } from './messages';
import { fetchAllProperties, propertiesCsv } from './propertyExport';

/** Downloads every property matching the current search and filters, in the current order, as CSV. */
export const ExportButton = () => {
  const { sort, filterValues, total, error } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    setBusy(true);
    try {
      downloadCSV(propertiesCsv(await fetchAllProperties(dataProvider, sort, filterValues)), 'properties');
    } catch {
      notify(propertyTexts.loadError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label={propertyListTexts.export} onClick={exportAll} disabled={busy || !!error || total === 0}>
      <DownloadIcon />
    </Button>
  );
};
