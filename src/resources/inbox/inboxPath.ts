import type { InboxItem } from '@common/api/inbox';
import { markedRowPath } from '../../components/highlight';

/** The property tab where an item is decided, with its row marked: `?highlight=` (and the file's round). */
export function inboxPath(item: InboxItem): string {
  const { propertyId, itemId } = item;
  switch (item.kind) {
    case 'nda-round-1':
    case 'nda-round-2':
      return markedRowPath(propertyId, 'vault', 'nda', itemId);
    case 'discrete-access':
      return markedRowPath(propertyId, 'vault', 'discrete', itemId);
    case 'file':
      return markedRowPath(propertyId, 'manage-datarooms', 'file', itemId, `round=${item.round ?? 1}`);
    case 'request':
      return markedRowPath(propertyId, 'external-due-diligence', 'request', itemId);
  }
}
