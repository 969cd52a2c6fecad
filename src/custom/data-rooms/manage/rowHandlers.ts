import type { DataRoomItem } from '@common/api/data-rooms';

/** The dialogs a row opens: upload to a heading, the two requests on it, reject or list a file's versions, preview it. */
export type RowDialog = { kind: 'upload' | 'file' | 'text' | 'reject' | 'versions' | 'preview'; item: DataRoomItem };

/** What a row can ask of its tree. One object made once per tree, so the memoised rows keep it. */
export interface RowHandlers {
  onFold: (id: number) => void;
  onOpen: (dialog: RowDialog) => void;
  onToggleVisibility: (item: DataRoomItem) => void;
  onPublish: (item: DataRoomItem) => void;
  /** Adds a pending file to the files to publish at once, or takes it out. */
  onSelect: (item: DataRoomItem) => void;
  onDownload: (fileId: number, name: string) => void;
  /** What the user may do beyond folding and listing a file's versions (support staff: neither). */
  may: { change: boolean; download: boolean };
}
