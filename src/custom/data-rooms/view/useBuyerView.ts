import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../../dataProviderTypes';
import { dataRoomKey } from './useDataRoomRound';

/** One round as a chosen buyer is entitled to it (GET /api/property-data-room/buyer-view); nothing without a buyer. */
export function useBuyerView(propertyId: Identifier, round: 1 | 2, buyerId: number | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...dataRoomKey(propertyId), 'as-buyer', round, buyerId],
    queryFn: ({ signal }) => dataProvider.getBuyerView({ query: { propertyId: Number(propertyId), round, buyerId: buyerId! } }, { signal }),
    enabled: buyerId !== undefined,
    retry: 1,
  });
}
