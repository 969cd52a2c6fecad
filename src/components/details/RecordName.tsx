import { Box, Typography } from '@mui/material';
import { useGetRecordRepresentation, useRecordContext, useResourceContext } from 'react-admin';
import { HistoryButton } from '../history/HistoryButton';
import { historyEntityOf } from '../history/historyPaths';

/** Whose details these are (the stored name, so it changes only once a save succeeded), and the record's History. */
export const RecordName = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const entityType = historyEntityOf(resource);
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, px: { xs: 1, sm: 0 } }}>
      <Typography variant="subtitle1" color="text.secondary" sx={{ overflowWrap: 'anywhere', flex: '1 1 auto' }}>
        {represent(record)}
      </Typography>
      {entityType && <HistoryButton entityType={entityType} id={record.id} />}
    </Box>
  );
};
