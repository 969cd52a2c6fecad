import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useSortableList } from '../../components/dnd/useSortableList';
import type { AppDataProvider } from '../../dataProviderTypes';
import { informationTexts } from './messages';
import { byDisplayOrder, moveAndRenumber } from './reorder';
import { CONTENT_ITEMS, type ContentItem } from './types';

/**
 * One property's content blocks in display order, with `reload` for after a write and `move`
 * for a drag-and-drop. A move shows at once (renumbered from 1, spec §4) and tells the server
 * the dragged block's new zero-based position; the server's answer is the list as it kept it,
 * and a refused move reloads the list (spec §4).
 */
export function useContentItems(propertyId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryKey = useMemo(() => [CONTENT_ITEMS, 'information', String(propertyId)], [propertyId]);
  return useSortableList({
    queryKey,
    // Neither sort nor range: the whole list, which the API answers in display order.
    load: async (signal) =>
      byDisplayOrder((await dataProvider.getList<ContentItem>(CONTENT_ITEMS, { filter: { propertyId }, signal })).data),
    plan: (items: ContentItem[], from, to) =>
      items[from] && from !== to ? { rows: moveAndRenumber(items, from, to), change: { id: items[from].id, to } } : null,
    send: ({ id, to }) => dataProvider.reorderContentItem({ body: { propertyId, propertyContentItemId: id, displayOrder: to } }),
    reconcile: (_shown, answer) => byDisplayOrder(answer),
    errorMessage: informationTexts.orderError,
  });
}
