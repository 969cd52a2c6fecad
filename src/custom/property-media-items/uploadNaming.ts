import type { MediaFileType, MediaTitle } from '@common/api/property-media-items';
import { mediaTexts } from './messages';

/** Spec §2 'Image Upload' purposes and the item each makes (spec §3: a Play image is the video's placeholder). */
export const IMAGE_PURPOSES = {
  Play: { title: 'Play', fileType: 'videoPlaceholder' },
  Gallery: { title: 'Gallery', fileType: 'image' },
  ListImage: { title: 'ListImage', fileType: 'image' },
} as const satisfies Record<string, { title: MediaTitle; fileType: MediaFileType }>;
export type ImagePurpose = keyof typeof IMAGE_PURPOSES;

/** Spec §7 'Video': the file is renamed with a prefix, the property id and the original name. */
export const videoFileName = (propertyId: number, originalName: string) => `property-${propertyId}-${originalName}`;

/** Spec §8 batch summary of an image upload: every file, some, or none uploaded. */
export function batchSummary(uploaded: number, total: number): string {
  if (uploaded === total) return mediaTexts.image.allUploaded(total);
  if (uploaded === 0) return mediaTexts.image.noneUploaded;
  return mediaTexts.image.someUploaded(uploaded, total);
}
