import { Typography } from '@mui/material';
import { useGetRecordRepresentation, useRecordContext, useResourceContext } from 'react-admin';

/** Whose details these are (the stored name, so it changes only once a save succeeded). */
export const RecordName = () => {
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(useResourceContext());
  if (!record) return null;
  return (
    <Typography variant="subtitle1" color="text.secondary" sx={{ px: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
      {represent(record)}
    </Typography>
  );
};
