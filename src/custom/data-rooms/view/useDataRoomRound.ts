import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../../dataProviderTypes';

/** Every data-room query of a property starts with this, so a build can refresh them all at once. */
export const dataRoomKey = (propertyId: Identifier) => ['property-data-room', String(propertyId)];

/**
 * One round of the property's data room, hidden items included, in tree order. The round tabs and
 * the External Due Diligence tab (for its heading numbers) share it through the query cache.
 */
export function useDataRoomRound(propertyId: Identifier, round: 1 | 2) {
  const dataProvider = useDataProvider<AppDataProvider>();
  // One quiet retry, so a real failure shows its message within a couple of seconds.
  return useQuery({ ...dataRoomRoundQuery(dataProvider, propertyId, round), retry: 1 });
}

/** The query of one round, for its tabs and for a decision taken elsewhere (the inbox). */
export const dataRoomRoundQuery = (dataProvider: AppDataProvider, propertyId: Identifier, round: 1 | 2) => ({
  queryKey: [...dataRoomKey(propertyId), 'round', round],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    dataProvider.getDataRoomRound({ query: { propertyId: Number(propertyId), round } }, { signal }),
});
