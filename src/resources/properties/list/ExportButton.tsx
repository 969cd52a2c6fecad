import { ExportAllButton } from '../../../components/ExportAllButton';
import { propertyTexts } from '../messages';
import { propertyListTexts } from './messages';
import { propertiesCsv } from './propertyExport';

/** Downloads every property matching the current search and filters, in the current order, as CSV. */
export const ExportButton = () => (
  <ExportAllButton toCsv={propertiesCsv} filename="properties" failureMessage={propertyTexts.loadError} label={propertyListTexts.export} />
);
