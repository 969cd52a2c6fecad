import { FileDropZone, type FileDropZoneProps } from './FileDropZone';

export type ImageDropZoneProps = Omit<FileDropZoneProps, 'kind' | 'onFiles' | 'onRefused'> & {
  onImages: (files: File[]) => void;
  /** Files that are not images by their type (the server checks the bytes anyway). */
  onRefused: (names: string[]) => void;
};

/** A drop zone with a picker button for images: other files are refused before any upload. */
export const ImageDropZone = ({ onImages, ...props }: ImageDropZoneProps) => <FileDropZone {...props} kind="image" onFiles={onImages} />;
