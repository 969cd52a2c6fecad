import type { Static } from 'typebox';
import type { UploadedDataRoomFile } from '@common/api/data-rooms';
import { answerMessage, postForm } from '../../../../components/upload/postForm';

export type UploadedFile = Static<typeof UploadedDataRoomFile>;

/** A refused upload: `reason` is the server's own words, when it gave any. */
export class UploadRefused extends Error {
  constructor(readonly reason: string | undefined) {
    super(reason ?? 'Upload refused');
  }
}

/**
 * Spec §7 POST /property-data-room: one file under a heading, as multipart `UserId,
 * PropertyDataRoomId, PropertyId, File` (the server streams it to private storage and takes the
 * acting user from the session). Answers the FILE row and which version the upload became.
 */
export async function uploadDataRoomFile(
  target: { propertyId: number; headingId: number; userId?: number },
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const form = new FormData();
  if (target.userId !== undefined) form.append('UserId', String(target.userId));
  form.append('PropertyDataRoomId', String(target.headingId));
  form.append('PropertyId', String(target.propertyId));
  form.append('File', file, file.name);
  const { status, body } = await postForm('/property-data-room', form, onProgress, signal);
  if (status !== 201) throw new UploadRefused(answerMessage(body));
  return body as UploadedFile;
}
