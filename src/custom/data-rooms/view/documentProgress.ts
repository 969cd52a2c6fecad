import type { DataRoomItem } from '@common/api/data-rooms';
import type { TreeItem } from './treeIndex';

export interface DocumentProgress {
  /** Entries that require a document and have a published file. */
  done: number;
  /** Entries that require a document. */
  required: number;
}

type ProgressItem = TreeItem & Pick<DataRoomItem, 'requiresDocument' | 'isPublished'>;

/**
 * For each heading, how many of the entries in its subtree (itself included) that require a
 * document have a published file directly under them: '3 / 5' tells an admin what is still
 * missing before a buyer sees a complete section. Counted on the items given, so on a
 * read-only tab a hidden file does not count.
 */
export function documentProgress(items: readonly ProgressItem[]): Map<number, DocumentProgress> {
  const parentOf = new Map(items.map((item) => [item.id, item.parentId]));
  const hasPublishedFile = new Set(
    items.filter((item) => item.itemType === 'FILE' && item.isPublished && item.parentId !== null).map((item) => item.parentId!),
  );
  const progress = new Map<number, DocumentProgress>(
    items.filter((item) => item.itemType === 'DATA_ROOM').map((item) => [item.id, { done: 0, required: 0 }]),
  );
  for (const entry of items) {
    if (entry.itemType !== 'DATA_ROOM' || !entry.requiresDocument) continue;
    const done = hasPublishedFile.has(entry.id) ? 1 : 0;
    // The entry counts for itself and for every heading above it.
    for (let id: number | null | undefined = entry.id; id != null; id = parentOf.get(id)) {
      const counts = progress.get(id);
      if (!counts) break;
      counts.required += 1;
      counts.done += done;
    }
  }
  return progress;
}
