import { useCallback, useEffect, useRef, useState } from 'react';

export interface SelectedImage {
  key: string;
  file: File;
  /** An object URL for the preview; revoked when the image leaves the selection. */
  previewUrl: string;
  /** 0..1 while uploading. */
  progress?: number;
}

let nextKey = 0;

/**
 * The images chosen for upload, each with a preview made from the file itself (no upload
 * needed to see it). Every object URL is revoked when its image is removed, the selection is
 * cleared or the form goes away, so no file stays pinned in memory.
 */
export function useImageSelection() {
  const [images, setImages] = useState<SelectedImage[]>([]);
  const live = useRef(new Set<string>());

  useEffect(() => {
    const urls = live.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const revoke = (gone: SelectedImage[]) =>
    gone.forEach(({ previewUrl }) => {
      URL.revokeObjectURL(previewUrl);
      live.current.delete(previewUrl);
    });

  const add = useCallback((files: File[]) => {
    const added = files.map((file) => ({ key: String(nextKey++), file, previewUrl: URL.createObjectURL(file) }));
    added.forEach(({ previewUrl }) => live.current.add(previewUrl));
    setImages((current) => [...current, ...added]);
  }, []);

  const remove = useCallback(
    (key: string) => {
      revoke(images.filter((image) => image.key === key));
      setImages(images.filter((image) => image.key !== key));
    },
    [images],
  );

  const clear = useCallback(() => {
    revoke(images);
    setImages([]);
  }, [images]);

  const setProgress = useCallback(
    (key: string, progress: number) => setImages((current) => current.map((image) => (image.key === key ? { ...image, progress } : image))),
    [],
  );

  return { images, add, remove, clear, setProgress };
}
