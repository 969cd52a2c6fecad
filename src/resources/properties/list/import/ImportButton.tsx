import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';
import { useCan } from '../../../../auth/useCan';
import { importTexts } from './messages';

const ImportDialog = lazy(() => import('./ImportDialog').then((module) => ({ default: module.ImportDialog })));

/** Manage Properties' Import (issue 33): for admins only, support staff never write. */
export const ImportButton = () => {
  const canEdit = useCan('edit');
  const [open, setOpen] = useState(false);
  if (!canEdit) return null;
  return (
    <>
      <Button label={importTexts.open} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
