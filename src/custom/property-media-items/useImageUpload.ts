import { useState, type FormEvent } from 'react';
import { useCreate, useNotify } from 'react-admin';
import type { MediaItem, PublishedMediaItem } from '@common/api/property-media-items';
import { nextImageOrders } from './mediaOrder';
import { mediaTexts } from './messages';
import { MEDIA_ITEMS } from './useMediaItems';
import { uploadImage } from '../../components/upload/uploadImage';
import { batchSummary, IMAGE_PURPOSES, type ImagePurpose } from './uploadNaming';
import { useImageSelection, type SelectedImage } from './useImageSelection';
import { useUnpublishedNotice } from './useUnpublishedNotice';
import { useTimedStatus } from '../../components/upload/useTimedStatus';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The Image Upload form's state and submit (spec §2, §5, §7, §8): each image is posted in
 * turn, its first variant stored as a new item of the chosen purpose at the next display order
 * (max + 1, one more for each file), then the batch summary shows for 5 s. A new Play or
 * ListImage unpublishes the older one, and a notice says so.
 */
export function useImageUpload(propertyId: number, items: readonly MediaItem[], onUploaded: () => void) {
  const notify = useNotify();
  const [create] = useCreate<PublishedMediaItem>();
  const noticeUnpublished = useUnpublishedNotice();
  const selection = useImageSelection();
  const [purpose, setPurpose] = useState<ImagePurpose | ''>('');
  const [busy, setBusy] = useState(false);
  const [status, showStatus] = useTimedStatus(5000);

  const uploadOne = async (image: SelectedImage, kind: ImagePurpose, displayOrder: number) => {
    const mediaLink = await uploadImage(image.file, (fraction) => selection.setProgress(image.key, fraction));
    const data = { propertyId, ...IMAGE_PURPOSES[kind], mediaLink, displayOrder };
    const created = await create(MEDIA_ITEMS, { data }, { returnPromise: true }).catch((error: unknown) => {
      throw new Error(mediaTexts.saveFailed(messageOf(error)), { cause: error });
    });
    noticeUnpublished(created);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { images } = selection;
    if (images.length === 0 || !purpose) {
      notify(mediaTexts.image.incomplete, { type: 'warning' });
      return;
    }
    setBusy(true);
    const orders = nextImageOrders(items, images.length);
    const refused: string[] = [];
    for (const [i, image] of images.entries()) {
      try {
        await uploadOne(image, purpose, orders[i]);
      } catch (error) {
        refused.push(mediaTexts.image.refused(image.file.name, messageOf(error)));
      }
    }
    const uploaded = images.length - refused.length;
    showStatus({
      severity: refused.length === 0 ? 'success' : uploaded === 0 ? 'error' : 'warning',
      text: batchSummary(uploaded, images.length),
      details: refused,
    });
    selection.clear();
    setBusy(false);
    if (uploaded > 0) onUploaded();
  };

  return { selection, purpose, setPurpose, busy, status, submit };
}
