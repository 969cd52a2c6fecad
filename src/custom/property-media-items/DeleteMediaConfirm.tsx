import { Confirm } from 'react-admin';
import type { MediaItem } from '@common/api/property-media-items';
import { mediaTexts } from './messages';

/** Asks before a media item is deleted: its file goes too, and nothing brings either back. */
export const DeleteMediaConfirm = ({
  item,
  deleting,
  onConfirm,
  onClose,
}: {
  /** The item asked to be deleted; none keeps the dialog closed. */
  item: MediaItem | null;
  deleting: boolean;
  onConfirm: (item: MediaItem) => void;
  onClose: () => void;
}) => (
  <Confirm
    isOpen={item !== null}
    loading={deleting}
    title={item ? mediaTexts.confirmDeleteTitle(item.id) : ''}
    content={item ? mediaTexts.confirmDeleteContent(item.title) : ''}
    confirm={mediaTexts.confirmDelete}
    confirmColor="warning"
    onConfirm={() => item && onConfirm(item)}
    onClose={onClose}
  />
);
