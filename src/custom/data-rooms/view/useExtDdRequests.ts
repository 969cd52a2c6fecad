import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../../dataProviderTypes';
import { dataRoomKey } from './useDataRoomRound';

/** The property's external due-diligence requests, oldest first. */
export function useExtDdRequests(propertyId: Identifier) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...dataRoomKey(propertyId), 'extdd'],
    queryFn: ({ signal }) => dataProvider.getExtDdRequests({ query: { propertyid: Number(propertyId) } }, { signal }),
    retry: 1,
  });
}
