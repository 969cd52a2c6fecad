import type { SxProps, Theme } from '@mui/material';

/** The dashed box every drop zone is drawn as; its edge turns primary while files are dragged over it. */
export const dropZoneSx = (active: boolean, dense = false): SxProps<Theme> => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  p: dense ? 1.5 : 3,
  border: 2,
  borderStyle: 'dashed',
  borderRadius: 1,
  borderColor: active ? 'primary.main' : 'divider',
  bgcolor: active ? 'action.hover' : undefined,
});
