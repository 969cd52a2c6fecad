import { Upload } from 'tus-js-client';
import type { Static } from 'typebox';
import type { DataRoomItem, UploadedDataRoomFile } from '@common/api/data-rooms';
import { DATA_ROOM_TUS_PATH } from '@common/api/data-room-uploads';
import { API_URL } from '../../../httpClient';
import { UploadRefused } from '../../../components/upload/postForm';
import { RESUMABLE_OPTIONS } from '../../../components/upload/resumableOptions';
import { CONNECTION_LOST, tusErrorMessage } from '../../../components/upload/tusErrorMessage';
import { manageTexts } from './messages';

const ENDPOINT = `${API_URL}${DATA_ROOM_TUS_PATH}`;
/** One PATCH per 8 MiB: the S3 store's part size, so each request completes a part in the bucket. */
const CHUNK_BYTES = 8 * 1024 * 1024;

export interface ResumableProgress {
  onProgress: (fraction: number) => void;
  /** The share that had already arrived, when the upload goes on from an earlier one (or after a dropped connection). */
  onResume: (fraction: number) => void;
  signal: AbortSignal;
}

/**
 * A large data room file sent with tus, answering what POST /property-data-room would. The
 * browser keeps each started upload's address under a fingerprint of the file and its heading,
 * so the same file added again under the same heading after a dropped connection, a closed
 * dialog or a closed tab goes on from where it stopped; under another heading it starts afresh.
 * Aborting stops sending and keeps what arrived, for that resume.
 */
export function uploadResumably(
  file: File,
  heading: DataRoomItem,
  propertyId: number,
  { onProgress, onResume, signal }: ResumableProgress,
): Promise<Static<typeof UploadedDataRoomFile>> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      ...RESUMABLE_OPTIONS,
      endpoint: ENDPOINT,
      chunkSize: CHUNK_BYTES,
      metadata: { filename: file.name, filetype: file.type, PropertyDataRoomId: String(heading.id), PropertyId: String(propertyId) },
      fingerprint: async (chosen: File) =>
        ['data-room', heading.id, chosen.name, chosen.type, chosen.size, chosen.lastModified, ENDPOINT].join('-'),
      // tus asks how far an upload got (HEAD) only when it goes on from one already started.
      onAfterResponse: (request, response) => {
        const offset = Number(response.getHeader('Upload-Offset'));
        if (request.getMethod() === 'HEAD' && offset > 0) onResume(offset / file.size);
      },
      onProgress: (sent, total) => onProgress(total ? sent / total : 0),
      onSuccess: ({ lastResponse }) => resolve(JSON.parse(lastResponse.getBody()) as Static<typeof UploadedDataRoomFile>),
      onError: (error) => {
        const reason = tusErrorMessage(error);
        reject(new UploadRefused(0, reason === CONNECTION_LOST ? manageTexts.upload.connectionLost : reason));
      },
    });
    signal.addEventListener(
      'abort',
      () => {
        void upload.abort();
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      if (signal.aborted) return;
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    }, reject);
  });
}
