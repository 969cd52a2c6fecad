import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../../dataProviderTypes';
import { dataRoomKey } from '../view/useDataRoomRound';

/**
 * The property's readiness per round with what is missing (GET /property-data-room/readiness).
 * Read again whenever a round of the same property changes in the cache (a publish, a
 * rejection, an upload on Manage Datarooms), so the list follows the tab without a reload.
 */
export function useReadiness(propertyId: Identifier) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = [...dataRoomKey(propertyId), 'readiness'];
  const roundsKey = JSON.stringify([...dataRoomKey(propertyId), 'round']);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const key = event.query.queryKey as readonly unknown[];
        if (JSON.stringify(key.slice(0, 3)) !== roundsKey) return;
        void queryClient.invalidateQueries({ queryKey: [...dataRoomKey(propertyId), 'readiness'] });
      }),
    [queryClient, roundsKey, propertyId],
  );
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.getDataRoomReadiness({ query: { propertyId: Number(propertyId) } }, { signal }),
    retry: 1,
  });
}
