import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreate, useDataProvider, useNotify } from 'react-admin';
import { Upload } from 'tus-js-client';
import type { AppDataProvider } from '../../dataProviderTypes';
import { API_URL } from '../../httpClient';
import type { PublishedMediaItem } from '@common/api/property-media-items';
import { VIDEO_DISPLAY_ORDER } from './mediaOrder';
import { mediaTexts } from './messages';
import { MEDIA_ITEMS } from './useMediaItems';
import { videoFileName } from './uploadNaming';
import { useUnpublishedNotice } from './useUnpublishedNotice';
import { useTimedStatus } from '../../components/upload/useTimedStatus';
import { RESUMABLE_OPTIONS } from '../../components/upload/resumableOptions';
import { tusErrorMessage } from '../../components/upload/tusErrorMessage';

const texts = mediaTexts.video;

/** Spec §7 'Video' and §9: 50 MiB chunks and the shared retry delays. */
const TUS_OPTIONS = {
  ...RESUMABLE_OPTIONS,
  endpoint: `${API_URL}/media/videos/tus`,
  chunkSize: 52428800,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The Video Upload form's upload (spec §2, §7, §8): the file, renamed with the property id,
 * goes up with tus in resumable chunks; then its details give the preview URL, stored as a new
 * Video item at display order 100 (the server puts it last), unpublishing the older video with a
 * notice that says so. The status shows for 3 s. While it runs, leaving asks first;
 * if the admin leaves anyway, the upload stops and resumes when the same file is chosen again.
 */
export function useVideoUpload(propertyId: number, onSaved: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [create] = useCreate<PublishedMediaItem>();
  const noticeUnpublished = useUnpublishedNotice();
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const [status, showStatus] = useTimedStatus(3000);
  const upload = useRef<Upload | null>(null);
  const uploading = progress !== null;

  // Leaving (confirmed) mid-upload: stop sending; the server keeps what arrived, for a resume.
  useEffect(
    () => () => {
      void upload.current?.abort();
      upload.current = null;
    },
    [],
  );

  const save = useCallback(
    async (finished: Upload) => {
      const id = finished.url?.split('/').pop() ?? '';
      const details = await dataProvider.getMediaVideo({ params: { id } }).catch(() => undefined);
      // Checked though the API always sends it: without it there is nothing to store (spec §8's message).
      if (!details?.preview) {
        showStatus({ severity: 'error', text: texts.noPreview });
        return;
      }
      const data = {
        propertyId,
        title: 'Video' as const,
        fileType: 'video' as const,
        mediaLink: details.preview,
        displayOrder: VIDEO_DISPLAY_ORDER,
      };
      try {
        const created = await create(MEDIA_ITEMS, { data }, { returnPromise: true });
        showStatus({ severity: 'success', text: texts.saved });
        noticeUnpublished(created);
        onSaved();
      } catch (error) {
        showStatus({ severity: 'error', text: mediaTexts.saveFailed(messageOf(error)) });
      }
    },
    [create, dataProvider, noticeUnpublished, onSaved, propertyId, showStatus],
  );

  const start = async (file: File | null) => {
    if (!file) {
      notify(texts.incomplete, { type: 'warning' });
      return;
    }
    // The same lastModified as the original, so the resume fingerprint matches next time.
    const renamed = new File([file], videoFileName(propertyId, file.name), { type: file.type, lastModified: file.lastModified });
    const tus = new Upload(renamed, {
      ...TUS_OPTIONS,
      metadata: { filename: renamed.name, filetype: file.type },
      onProgress: (sent, total) => setProgress(total ? sent / total : 0),
      onError: (error) => {
        upload.current = null;
        setProgress(null);
        showStatus({ severity: 'error', text: texts.failed(tusErrorMessage(error)) });
      },
      onSuccess: () => {
        upload.current = null;
        setProgress(null);
        void save(tus);
      },
    });
    upload.current = tus;
    setProgress(0);
    const previous = await tus.findPreviousUploads();
    // Cancelled, or the tab left, while the browser looked for a previous upload: do not start.
    if (upload.current !== tus) return;
    if (previous[0]) tus.resumeFromPreviousUpload(previous[0]);
    tus.start();
  };

  const cancel = () => {
    const tus = upload.current;
    upload.current = null;
    setProgress(null);
    // Terminated on the server too: a cancelled upload is not one to resume.
    tus?.abort(true).catch(() => undefined);
    showStatus({ severity: 'info', text: texts.cancelled });
  };

  return { start, cancel, progress, uploading, status };
}
