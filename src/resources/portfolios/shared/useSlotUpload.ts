import { useState } from 'react';
import { uploadImage } from '../../../components/upload/uploadImage';
import { useTimedStatus } from '../../../components/upload/useTimedStatus';
import { portfolioTexts } from '../messages';

const texts = portfolioTexts.images;

/** Spec §9: an image upload's outcome clears after 5 s. */
const STATUS_MS = 5000;

/** Thrown by `save` so the slot can say the upload itself went through. */
class SaveFailed extends Error {}

/**
 * One image slot's upload (spec §4 'Image upload per slot'): a chosen file, then 'Uploading to
 * the image host...' with its progress, then on the details screen 'Saving to database...' while
 * `save` stores the link; the outcome ('Upload and save successful!', 'Upload successful!',
 * 'Upload failed!', 'Upload successful, but save failed!') shows for 5 s.
 */
export function useSlotUpload({ uploadName, save }: { uploadName: (file: File) => string; save?: (link: string) => Promise<void> }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, showStatus] = useTimedStatus(STATUS_MS);

  const upload = async () => {
    if (!file) return;
    setProgress(0);
    showStatus({ severity: 'info', text: texts.toHost }, { stays: true });
    try {
      const link = await uploadImage(file, setProgress, uploadName(file));
      if (save) {
        showStatus({ severity: 'info', text: texts.saving }, { stays: true });
        await save(link).catch((error: unknown) => {
          throw new SaveFailed(error instanceof Error ? error.message : String(error));
        });
      }
      setFile(null);
      showStatus({ severity: 'success', text: save ? texts.savedAll : texts.uploaded });
      return link;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      showStatus({
        severity: error instanceof SaveFailed ? 'warning' : 'error',
        text: error instanceof SaveFailed ? texts.saveFailed : texts.failed,
        details: message ? [message] : undefined,
      });
      return undefined;
    } finally {
      setProgress(null);
    }
  };

  return { file, choose: setFile, progress, busy: progress !== null, status, upload };
}
