import type { InboxItem } from '@common/api/inbox';
import { HIGHLIGHT_PARAM, highlightKey } from '../../components/highlight';

/** The property tab where an item is decided, with its row marked: `?highlight=` (and the file's round). */
export function inboxPath(item: InboxItem): string {
  const property = `/properties/${item.propertyId}`;
  const mark = (kind: Parameters<typeof highlightKey>[0]) => `${HIGHLIGHT_PARAM}=${highlightKey(kind, item.itemId)}`;
  switch (item.kind) {
    case 'nda-round-1':
    case 'nda-round-2':
      return `${property}/vault?${mark('nda')}`;
    case 'discrete-access':
      return `${property}/vault?${mark('discrete')}`;
    case 'file':
      return `${property}/manage-datarooms?round=${item.round ?? 1}&${mark('file')}`;
    case 'request':
      return `${property}/external-due-diligence?${mark('request')}`;
  }
}
