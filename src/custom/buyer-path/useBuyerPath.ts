import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProviderTypes';

/** A buyer's whole path: one buyer's events are few, so the screen's filters work on it without asking again. */
export function useBuyerPath(buyerId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['buyer-path', buyerId],
    queryFn: ({ signal }) => dataProvider.getBuyerPath({ params: { id: buyerId } }, { signal }),
  });
}
