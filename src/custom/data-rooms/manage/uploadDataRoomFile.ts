import type { Static } from 'typebox';
import type { UploadedDataRoomFile } from '@common/api/data-rooms';
import { postUpload } from '../../../components/upload/postForm';

export type UploadedFile = Static<typeof UploadedDataRoomFile>;

/**
 * Spec §7 POST /property-data-room: one file under a heading, as multipart `UserId,
 * PropertyDataRoomId, PropertyId, File` (the server streams it to private storage and takes the
 * acting user from the session). Answers the FILE row and which version the upload became.
 */
export const uploadDataRoomFile = (
  target: { propertyId: number; headingId: number; userId?: number },
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) =>
  postUpload<UploadedFile>(
    '/property-data-room',
    { UserId: target.userId, PropertyDataRoomId: target.headingId, PropertyId: target.propertyId },
    { field: 'File', file },
    onProgress,
    signal,
  );
