import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider, useGetIdentity, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProviderTypes';
import type { MediaItem, PublishedMediaItem } from '@common/api/property-media-items';
import { galleryMove } from './mediaOrder';
import { mediaTexts } from './messages';
import { useUnpublishedNotice } from './useUnpublishedNotice';

export const MEDIA_ITEMS = 'property-media-items';

/**
 * One property's media items in display order, with `refresh` for after an upload, `move` for
 * a drag of a Gallery image, `toggle` for the Publish switch and `remove` for a confirmed
 * delete. A move shows at once and tells the server which item the image now follows; whatever
 * the answer, the list is reloaded afterwards, so a refused move falls back to the order the
 * server kept (spec §8).
 */
export function useMediaItems(propertyId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const noticeUnpublished = useUnpublishedNotice();
  const { data: identity } = useGetIdentity();
  const queryKey = useMemo(() => [MEDIA_ITEMS, 'media-tab', String(propertyId)], [propertyId]);
  const moveKey = useMemo(() => [...queryKey, 're-order'], [queryKey]);

  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await dataProvider.getList<MediaItem>(MEDIA_ITEMS, { filter: { propertyId }, signal })).data,
    // One quiet retry, so a real failure shows its message within a couple of seconds.
    retry: 1,
  });

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);

  const { mutate: reorder } = useMutation({
    mutationKey: moveKey,
    // Moves are sent one after another, so the server applies them in the order they were made.
    scope: { id: moveKey.join('/') },
    mutationFn: ({ moved, beforeId }: { moved: MediaItem; beforeId: number }) =>
      dataProvider.reorderMediaItem({ propertyId, propertyMediaItemId: moved.id, propertyMediaItemBeforeId: beforeId }),
    onError: () => notify(mediaTexts.reorderError, { type: 'error' }),
    // With moves still queued, a reload now would show the order without them for a moment.
    onSettled: () => queryClient.isMutating({ mutationKey: moveKey }) === 1 && refresh(),
  });

  const move = useCallback(
    (from: number, to: number) => {
      const change = query.data && galleryMove(query.data, from, to);
      if (!change) return;
      // Synchronously, in the drop's own render, or the row would jump back before it lands; a
      // load still in flight would put the old order back over it.
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, change.rows);
      reorder(change);
    },
    [query.data, queryClient, queryKey, reorder],
  );

  const {
    mutate: toggle,
    variables: toggling,
    isPending: isToggling,
  } = useMutation({
    mutationFn: (item: MediaItem) => dataProvider.toggleMediaItem({ id: item.id, userId: identity?.id }),
    onSuccess: ({ unpublishedId, ...updated }: PublishedMediaItem) => {
      queryClient.setQueryData<MediaItem[]>(queryKey, (items) =>
        items?.map((item) => (item.id === updated.id ? updated : item.id === unpublishedId ? { ...item, isActive: false } : item)),
      );
      noticeUnpublished({ title: updated.title, unpublishedId });
    },
    onError: () => {
      notify(mediaTexts.toggleError, { type: 'error' });
      void refresh();
    },
  });

  const { mutate: remove, isPending: isRemoving } = useMutation({
    mutationFn: (item: MediaItem) => dataProvider.delete<MediaItem>(MEDIA_ITEMS, { id: item.id, previousData: item }),
    onSuccess: (_deleted, item) => notify(mediaTexts.deleted(item.id), { type: 'info' }),
    onError: () => notify(mediaTexts.deleteError, { type: 'error' }),
    // The items after it moved up on the server, and a failed delete may have met one already gone.
    onSettled: () => refresh(),
  });

  return {
    items: query.data,
    isPending: query.isPending,
    error: query.error,
    isFetching: query.isFetching,
    refresh,
    move,
    toggle,
    /** The item whose switch is waiting for the server, if any. */
    togglingId: isToggling ? toggling?.id : undefined,
    remove,
    isRemoving,
  };
}
