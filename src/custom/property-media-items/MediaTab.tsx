import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { Identifier } from 'react-admin';
import type { MediaItem } from '@common/api/property-media-items';
import { useCan } from '../../auth/useCan';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { TabLoading } from '../../components/details/TabLoading';
import { DeleteMediaConfirm } from './DeleteMediaConfirm';
import { ImageUploadForm } from './ImageUploadForm';
import { MediaTable } from './MediaTable';
import { mediaTexts } from './messages';
import { useMediaItems } from './useMediaItems';
import { VideoUploadForm } from './VideoUploadForm';

/**
 * The Media tab of the property details (spec §2): the property's media items, then the Video
 * and Image Upload forms. The image form waits for the list, since new images go after the
 * highest display order. Support staff see the items as they are: no toggles, no handles, no
 * Delete buttons, no upload forms. A delete cannot be taken back, so it is confirmed first.
 */
export const MediaTab = ({ propertyId: routeId }: { propertyId: Identifier }) => {
  // The address gives the id as text; the API's bodies want the number.
  const propertyId = Number(routeId);
  const { items, isPending, error, isFetching, refresh, move, toggle, togglingId, remove, isRemoving } = useMediaItems(propertyId);
  const canEdit = useCan('edit');
  const canReorder = useCan('reorder');
  const canUpload = useCan('upload');
  const canDelete = useCan('delete');
  const [deleting, setDeleting] = useState<MediaItem | null>(null);

  if (isPending) return <TabLoading text={mediaTexts.loading} />;
  if (error || !items) return <LoadErrorAlert message={mediaTexts.loadError} onRetry={() => void refresh()} retrying={isFetching} />;

  return (
    <Stack spacing={3}>
      {items.length === 0 ? (
        <Alert severity="info">{mediaTexts.empty}</Alert>
      ) : (
        <div>
          {canReorder && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {mediaTexts.hint}
            </Typography>
          )}
          <MediaTable
            items={items}
            togglingId={togglingId}
            onMove={move}
            onToggle={canEdit ? toggle : undefined}
            onDelete={canDelete ? setDeleting : undefined}
          />
        </div>
      )}
      <DeleteMediaConfirm
        item={deleting}
        deleting={isRemoving}
        onConfirm={(item) => remove(item, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
      {canUpload && (
        <>
          <VideoUploadForm propertyId={propertyId} onSaved={() => void refresh()} />
          <ImageUploadForm propertyId={propertyId} items={items} onUploaded={() => void refresh()} />
        </>
      )}
    </Stack>
  );
};
