import type { NdaRegisterEntry } from '@common/api/nda-register';
import { answerMessage, postForm } from '../../../../components/upload/postForm';

/**
 * Spec §7 POST /ndaregister/upload: multipart `adminuserid, userid, propertyid, file` (the
 * server takes the admin from the session and judges the file by its bytes). Answers the new
 * register entry; a refusal rejects with the server's reason.
 */
export async function uploadCustomNda(
  target: { propertyId: number; buyerId: number; adminUserId?: number },
  file: File,
  onProgress: (fraction: number) => void,
): Promise<NdaRegisterEntry> {
  const form = new FormData();
  if (target.adminUserId !== undefined) form.append('adminuserid', String(target.adminUserId));
  form.append('userid', String(target.buyerId));
  form.append('propertyid', String(target.propertyId));
  form.append('file', file, file.name);
  const { status, body } = await postForm('/ndaregister/upload', form, onProgress);
  if (status !== 201) throw new Error(answerMessage(body) ?? `HTTP error! status: ${status}`);
  return body as NdaRegisterEntry;
}
