import { Alert, Link } from '@mui/material';
import { useCreatePath, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { propertyTabs, tabHref } from '../../../resources/properties/details/propertyTabs';
import { dataRoomTexts } from './messages';

const vaultTab = propertyTabs.find((tab) => tab.key === 'vault')!;

/** Before the data room is built there is nothing to show: the Vault tab's checklist builds it (spec §4). */
export const NotBuiltNotice = () => {
  const record = useRecordContext();
  const basePath = useCreatePath()({ resource: 'properties', id: record?.id, type: 'edit' });
  return (
    <Alert severity="info">
      {dataRoomTexts.notBuilt} {dataRoomTexts.notBuiltHint}{' '}
      <Link component={RouterLink} to={tabHref(basePath, vaultTab)}>
        {dataRoomTexts.vaultTab}
      </Link>{' '}
      {dataRoomTexts.notBuiltHintEnd}
    </Alert>
  );
};
