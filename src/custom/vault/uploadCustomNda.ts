import type { NdaRegisterEntry } from '@common/api/nda-register';
import { postUpload } from '../../components/upload/postForm';

/**
 * Spec §7 POST /ndaregister/upload: multipart `adminuserid, userid, propertyid, file` (the
 * server takes the admin from the session and judges the file by its bytes). Answers the new
 * register entry; a refusal rejects with the server's reason.
 */
export const uploadCustomNda = (
  target: { propertyId: number; buyerId: number; adminUserId?: number },
  file: File,
  onProgress: (fraction: number) => void,
) =>
  postUpload<NdaRegisterEntry>(
    '/ndaregister/upload',
    { adminuserid: target.adminUserId, userid: target.buyerId, propertyid: target.propertyId },
    { field: 'file', file },
    onProgress,
  );
