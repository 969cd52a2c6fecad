import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { useCan } from '../../auth/useCan';
import { informationTexts } from './messages';
import { CONTENT_ITEMS, type ContentItem } from './types';
import { failureText } from '../../components/edit-conflict/editConflict';

/** The delete icon of a block's header: asks first (spec §8 'Confirmations'), then deletes. None for support staff. */
export const DeleteContentBlockButton = ({ item, onDeleted }: { item: ContentItem; onDeleted: () => void }) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<ContentItem>();
  const canDelete = useCan('delete');

  const confirm = () =>
    void deleteOne(
      CONTENT_ITEMS,
      { id: item.id, previousData: item },
      {
        onSuccess: () => {
          setOpen(false);
          onDeleted();
        },
        onError: (error) => {
          setOpen(false);
          notify(failureText(error, informationTexts.deleteError), { type: 'error' });
        },
      },
    );

  if (!canDelete) return null;
  return (
    <>
      <IconButton aria-label={informationTexts.deleteLabel} onClick={() => setOpen(true)} sx={{ mx: 0.5 }}>
        <DeleteIcon />
      </IconButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={informationTexts.deleteTitle(item.contentHeader)}
        content={informationTexts.deleteConfirm}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
