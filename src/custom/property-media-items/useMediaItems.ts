import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useGetIdentity, useNotify } from 'react-admin';
import { useSortableList } from '../../components/dnd/useSortableList';
import type { AppDataProvider } from '../../dataProviderTypes';
import type { MediaItem, PublishedMediaItem } from '@common/api/property-media-items';
import { galleryMove } from './mediaOrder';
import { mediaTexts } from './messages';
import { useUnpublishedNotice } from './useUnpublishedNotice';
import { failureText } from '../../components/edit-conflict/editConflict';

export const MEDIA_ITEMS = 'property-media-items';

/**
 * One property's media items in display order, with `refresh` for after an upload, `move` for
 * a drag of a Gallery image, `toggle` for the Publish switch and `remove` for a confirmed
 * delete. A move shows at once and tells the server which item the image now follows; the
 * server answers the list as it kept it, and a refused move reloads the list (spec §8).
 */
export function useMediaItems(propertyId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const noticeUnpublished = useUnpublishedNotice();
  const { data: identity } = useGetIdentity();
  const queryKey = useMemo(() => [MEDIA_ITEMS, 'media-tab', String(propertyId)], [propertyId]);

  const list = useSortableList({
    queryKey,
    load: async (signal) => (await dataProvider.getList<MediaItem>(MEDIA_ITEMS, { filter: { propertyId }, signal })).data,
    plan: (rows: MediaItem[], from, to) => {
      const change = galleryMove(rows, from, to);
      return change && { rows: change.rows, change };
    },
    send: ({ moved, beforeId }) =>
      dataProvider.reorderMediaItem({ body: { propertyId, propertyMediaItemId: moved.id, propertyMediaItemBeforeId: beforeId } }),
    errorMessage: mediaTexts.reorderError,
  });
  const refresh = list.reload;

  const {
    mutate: toggle,
    variables: toggling,
    isPending: isToggling,
  } = useMutation({
    // The spec's address carries the admin's id (?id=&userId=), empty when not known; the server records the session's user.
    mutationFn: (item: MediaItem) => dataProvider.toggleMediaItem({ query: { id: item.id, userId: identity ? Number(identity.id) : '' } }),
    onSuccess: ({ unpublishedId, ...updated }: PublishedMediaItem) => {
      queryClient.setQueryData<MediaItem[]>(queryKey, (items) =>
        items?.map((item) => (item.id === updated.id ? updated : item.id === unpublishedId ? { ...item, isActive: false } : item)),
      );
      noticeUnpublished({ title: updated.title, unpublishedId });
    },
    onError: (error) => {
      notify(failureText(error, mediaTexts.toggleError), { type: 'error' });
      void refresh();
    },
  });

  const { mutate: remove, isPending: isRemoving } = useMutation({
    mutationFn: (item: MediaItem) => dataProvider.delete<MediaItem>(MEDIA_ITEMS, { id: item.id, previousData: item }),
    onSuccess: (_deleted, item) => notify(mediaTexts.deleted(item.id), { type: 'info' }),
    onError: (error) => notify(failureText(error, mediaTexts.deleteError), { type: 'error' }),
    // The items after it moved up on the server, and a failed delete may have met one already gone.
    onSettled: () => refresh(),
  });

  return {
    items: list.rows,
    isPending: list.isPending,
    error: list.error,
    isFetching: list.isFetching,
    refresh,
    move: list.move,
    toggle,
    /** The item whose switch is waiting for the server, if any. */
    togglingId: isToggling ? toggling?.id : undefined,
    remove,
    isRemoving,
  };
}
