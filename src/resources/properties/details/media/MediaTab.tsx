import { Alert, Stack, Typography } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useCan } from '../../../../auth/useCan';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { TabLoading } from '../TabLoading';
import { ImageUploadForm } from './ImageUploadForm';
import { MediaTable } from './MediaTable';
import { mediaTexts } from './messages';
import { useMediaItems } from './useMediaItems';
import { VideoUploadForm } from './VideoUploadForm';

/**
 * The Media tab of the property details (spec §2): the property's media items, then the Video
 * and Image Upload forms. The image form waits for the list, since new images go after the
 * highest display order. Support staff see the items as they are: no toggles, no handles, no
 * upload forms.
 */
export const MediaTab = ({ propertyId: routeId }: { propertyId: Identifier }) => {
  // The address gives the id as text; the API's bodies want the number.
  const propertyId = Number(routeId);
  const { items, isPending, error, isFetching, refresh, move, toggle, togglingId } = useMediaItems(propertyId);
  const canEdit = useCan('edit');
  const canReorder = useCan('reorder');
  const canUpload = useCan('upload');

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
          <MediaTable items={items} togglingId={togglingId} onMove={move} onToggle={canEdit ? toggle : undefined} />
        </div>
      )}
      {canUpload && (
        <>
          <VideoUploadForm propertyId={propertyId} onSaved={() => void refresh()} />
          <ImageUploadForm propertyId={propertyId} items={items} onUploaded={() => void refresh()} />
        </>
      )}
    </Stack>
  );
};
