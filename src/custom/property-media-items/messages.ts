/**
 * The Media tab's texts. Spec texts (§2 'Media tab', §5, §8 'Media' and 'Upload messages') are
 * verbatim; the spec gives no wording for success, so those read like the app's other notices.
 */
export const mediaTexts = {
  loadError: 'Failed to load property media items',
  loading: 'Loading media items...',
  empty: 'No media items found for this property.',
  table: 'Media items',
  hint: 'Drag a Gallery image by its handle, or focus the handle and use Space and the arrow keys, to change the gallery order.',
  columns: {
    drag: 'Drag',
    id: 'ID',
    thumbnail: 'Thumbnail',
    title: 'Title',
    fileType: 'File Type',
    displayOrder: 'Display Order',
    mediaLink: 'Media Link',
    publish: 'Publish',
    delete: 'Delete',
  },
  moveHandle: (id: number) => `Move Gallery image ${id}`,
  notDraggable: 'Only Gallery images can be re-ordered',
  videoIcon: 'Video',
  openLink: 'Open',
  openLinkLabel: (id: number) => `Open media item ${id} in a new tab`,
  publishLabel: (id: number) => `Publish media item ${id}`,
  toggleError: 'Failed to toggle media item. Please try again.',
  /** The public site shows one Video, Play and ListImage per property: publishing one unpublishes the one before it. */
  unpublishedOlder: (title: string, id: number) =>
    `The older ${title} (media item ${id}) was unpublished: the public site shows one ${title} per property.`,
  deleteLabel: (id: number) => `Delete media item ${id}`,
  confirmDeleteTitle: (id: number) => `Delete media item ${id}?`,
  confirmDeleteContent: (title: string) =>
    `This ${title} item leaves the Media tab and the public site, and its file is deleted unless another item or a portfolio shows it. This cannot be undone.`,
  confirmDelete: 'Delete',
  deleted: (id: number) => `Media item ${id} deleted.`,
  deleteError: 'Failed to delete media item. Please try again.',
  reorderError: 'Failed to reorder image. Please try again.',
  saveFailed: (message: string) => `Failed to save to database: ${message}`,

  video: {
    title: 'Video Upload',
    file: 'Video file',
    choose: 'Choose Video',
    none: 'No file chosen',
    /** In place of 'No file chosen' when an upload of this property stopped part-way (the page left). */
    resumable: (name: string, percent: number) => `Resume ${name} — ${percent} % uploaded. Choose the same file to go on.`,
    upload: 'Upload Video',
    cancel: 'Cancel',
    progress: 'Video upload progress',
    incomplete: 'Please fill in all fields',
    failed: (message: string) => `Upload failed: ${message}`,
    noPreview: 'Could not get video preview URL',
    saved: 'Video uploaded successfully!',
    cancelled: 'Upload cancelled',
    leaveWarning: 'A video is still uploading. Leave anyway? You can resume it when you come back.',
  },

  image: {
    title: 'Image Upload',
    dropzone: 'Drag images here, or',
    choose: 'Choose Images',
    purpose: 'Purpose',
    purposes: {
      Play: 'Play (video placeholder)',
      Gallery: 'Gallery (gallery image)',
      ListImage: 'ListImage (listing image)',
    },
    upload: 'Upload Images',
    remove: (name: string) => `Remove ${name}`,
    notImage: (names: string) => `Not an image: ${names}`,
    progress: (name: string) => `Upload progress of ${name}`,
    incomplete: 'Please select at least one file and purpose',
    refused: (name: string, message: string) => `${name}: ${message}`,
    allUploaded: (total: number) => `All ${total} images uploaded successfully!`,
    someUploaded: (ok: number, total: number) => `${ok} of ${total} images uploaded successfully. ${total - ok} failed.`,
    noneUploaded: 'Failed to upload all images.',
  },
} as const;
