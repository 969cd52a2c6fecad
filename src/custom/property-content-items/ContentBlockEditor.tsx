import { Box, Button } from '@mui/material';
import { useGetIdentity, useNotify, useUpdate } from 'react-admin';
import { useCan } from '../../auth/useCan';
import { EditConflictAlert } from '../../components/edit-conflict/EditConflictAlert';
import { useEditConflict } from '../../components/edit-conflict/useEditConflict';
import { ContentFields } from './ContentFields';
import { draftOf } from './contentDraft';
import { informationTexts } from './messages';
import { useContentForm } from './useContentForm';
import { CONTENT_ITEMS, type ContentItem, type ContentItemWrite } from './types';

/**
 * The inline edit of an opened block (spec §2: Header, Content, 'Update'); support staff read it,
 * disabled. A save refused because another admin changed the block says so; Reload shows theirs.
 */
export const ContentBlockEditor = ({ item, onSaved }: { item: ContentItem; onSaved: () => void }) => {
  const notify = useNotify();
  const { data: identity } = useGetIdentity();
  const [update, { isPending }] = useUpdate<ContentItemWrite>();
  const canEdit = useCan('edit');
  const { conflict, onError, clear } = useEditConflict();

  const { submit, fields } = useContentForm(draftOf(item), (changes) =>
    update(
      CONTENT_ITEMS,
      {
        id: item.id,
        // Spec §7: the whole block is sent, its place unchanged.
        data: { userId: identity?.id, propertyId: item.propertyId, ...changes, displayOrder: item.displayOrder },
        previousData: item,
      },
      {
        onSuccess: () => {
          clear();
          notify(informationTexts.updated, { type: 'success' });
          onSaved();
        },
        onError: (error) => onError(error, informationTexts.updateError),
        returnPromise: true,
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ pt: 2 }}>
      {conflict && (
        <EditConflictAlert
          conflict={conflict}
          onReload={() => {
            clear();
            onSaved();
          }}
        />
      )}
      <ContentFields
        {...fields}
        headerLabel={informationTexts.fields.editHeader}
        bodyLabel={informationTexts.fields.editBody}
        disabled={isPending || !canEdit}
      />
      {canEdit && (
        <Button type="submit" variant="contained" disabled={isPending} sx={{ mt: 2 }}>
          {informationTexts.update}
        </Button>
      )}
    </Box>
  );
};
