import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useState } from 'react';
import { editConflictMessage, type EditConflict } from './editConflict';

const editConflictTexts = {
  unsaved: 'Your changes were not saved and are still shown. Reload to see the other change, then make yours again.',
  reload: 'Reload',
};

/**
 * Says that another admin changed the record since this form was opened (the save was refused),
 * with a Reload that shows their version. Until then what the admin typed stays in the form.
 */
export const EditConflictAlert = ({ conflict, onReload }: { conflict: EditConflict; onReload: () => Promise<unknown> | void }) => {
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void reload()} disabled={reloading}>
          {editConflictTexts.reload}
        </Button>
      }
    >
      <AlertTitle>{editConflictMessage(conflict)}</AlertTitle>
      {editConflictTexts.unsaved}
    </Alert>
  );
};
