import { useQuery } from '@tanstack/react-query';
import { defaultOptions } from 'tus-js-client';
import { videoFileName } from './uploadNaming';

/** A video upload of this property that stopped part-way and can go on: its original name, and how much arrived. */
export interface ResumableVideo {
  name: string;
  percent: number;
}

/**
 * The upload this browser left unfinished for the property, if the server still holds it: the
 * tus client keeps each started upload's address until it succeeds (storeFingerprintForResuming),
 * and a HEAD asks the server how far it got. The file itself is gone with the page: the admin
 * chooses it again and the upload goes on from there.
 */
async function findResumable(propertyId: number): Promise<ResumableVideo | null> {
  const prefix = videoFileName(propertyId, '');
  const stored = (await defaultOptions.urlStorage.findAllUploads())
    .filter((upload) => upload.uploadUrl && upload.size && upload.metadata.filename?.startsWith(prefix))
    .sort((a, b) => b.creationTime.localeCompare(a.creationTime));
  for (const upload of stored) {
    const answer = await fetch(upload.uploadUrl!, { method: 'HEAD', credentials: 'include', headers: { 'Tus-Resumable': '1.0.0' } });
    const offset = Number(answer.headers.get('Upload-Offset'));
    if (answer.ok && Number.isFinite(offset)) {
      return { name: upload.metadata.filename.slice(prefix.length), percent: Math.floor((offset / upload.size!) * 100) };
    }
    // Gone from the server (finished elsewhere, expired, cancelled): nothing to resume.
    if (answer.status === 404 || answer.status === 410) await defaultOptions.urlStorage.removeUpload(upload.urlStorageKey);
  }
  return null;
}

export const useResumableVideo = (propertyId: number) =>
  useQuery({ queryKey: ['resumable-video', propertyId], queryFn: () => findResumable(propertyId), staleTime: 0 });
