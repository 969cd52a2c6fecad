import type { DataRoomItem } from '@common/api/data-rooms';
import { API_URL } from '../../../httpClient';

/**
 * The file's download address: a plain link, so the browser streams it with its original name
 * and the session cookie goes along by itself. With `preview`, PDFs and images come `inline`
 * for the preview dialog.
 */
export const downloadUrl = (fileId: number, preview = false) =>
  `${API_URL}/property-data-room/download/${encodeURIComponent(fileId)}${preview ? '?preview=true' : ''}`;

/** How the preview dialog can show a file: the browser's PDF viewer, an image, or not at all (download only). */
export function previewKind(contentType: string | null): 'pdf' | 'image' | null {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType?.startsWith('image/')) return 'image';
  return null;
}

/** What a FILE row says of its review (spec §4 'File in data room'). */
export const fileState = (item: Pick<DataRoomItem, 'isPublished' | 'isRejected'>) =>
  item.isPublished ? 'published' : item.isRejected ? 'rejected' : 'pending';
