import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProviderTypes';
import { informationTexts } from './messages';
import { byDisplayOrder, moveAndRenumber } from './reorder';
import { CONTENT_ITEMS, type ContentItem } from './types';

interface Move {
  item: ContentItem;
  from: number;
  to: number;
}

/**
 * One property's content blocks in display order, with `refresh` for after a write and
 * `move` for a drag-and-drop. A move shows at once (renumbered from 1, spec §4) and tells the
 * server the dragged block's new zero-based position; if the server refuses, the list is
 * reloaded so the screen shows the order that was really kept.
 */
export function useContentItems(propertyId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const queryKey = useMemo(() => [CONTENT_ITEMS, 'information', String(propertyId)], [propertyId]);

  const query = useQuery({
    queryKey,
    // Neither sort nor range: the whole list, which the API answers in display order.
    queryFn: async ({ signal }) =>
      byDisplayOrder((await dataProvider.getList<ContentItem>(CONTENT_ITEMS, { filter: { propertyId }, signal })).data),
    // One quiet retry, so a real failure shows its message within a couple of seconds.
    retry: 1,
  });

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);

  const { mutate: reorder } = useMutation({
    mutationKey: [...queryKey, 're-order'],
    // Moves are sent one after another, so the server applies them in the order they were made.
    scope: { id: queryKey.join('/') },
    mutationFn: ({ item, to }: Move) => dataProvider.reorderContentItem({ propertyId, propertyContentItemId: item.id, displayOrder: to }),
    onMutate: async ({ from, to }: Move) => {
      // A load still in flight would put the old order back over the optimistic one.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<ContentItem[]>(queryKey, (items) => items && moveAndRenumber(items, from, to));
    },
    onSuccess: (answer) => {
      // With a later move still queued, the screen already shows more than this answer knows.
      const last = queryClient.isMutating({ mutationKey: [...queryKey, 're-order'] }) <= 1;
      if (last && Array.isArray(answer)) queryClient.setQueryData<ContentItem[]>(queryKey, byDisplayOrder(answer as ContentItem[]));
    },
    onError: () => {
      notify(informationTexts.orderError, { type: 'error' });
      void refresh();
    },
  });

  const move = useCallback(
    (from: number, to: number) => {
      const item = query.data?.[from];
      if (item && from !== to) reorder({ item, from, to });
    },
    [query.data, reorder],
  );

  return {
    items: query.data,
    isPending: query.isPending,
    error: query.error,
    isFetching: query.isFetching,
    refresh,
    move,
  };
}
