import { useEditContext } from 'react-admin';
import type { EditConflict } from './editConflict';
import { EditConflictAlert } from './EditConflictAlert';

/** EditConflictAlert inside an edit context: Reload reads the record again, and the form shows it. */
export const RecordConflictAlert = ({ conflict, onReloaded }: { conflict: EditConflict; onReloaded: () => void }) => {
  const { refetch } = useEditContext();
  return (
    <EditConflictAlert
      conflict={conflict}
      onReload={async () => {
        await refetch?.();
        onReloaded();
      }}
    />
  );
};
