import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LookupName } from '@common/api/lookups';
import type { AppDataProvider } from '../../../dataProviderTypes';

/**
 * One lookup list (GET /api/categories, /api/property-status, ...) as `{ id, title }` choices,
 * cached in react-admin's query client: the lists change rarely and several inputs share them.
 */
export function useLookup(name: LookupName) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['lookups', name],
    queryFn: ({ signal }) => dataProvider.getLookup(name, { signal }),
    staleTime: 5 * 60_000,
    // One retry covers a blip; more would keep 'Loading ...' up for seconds before the failure shows.
    retry: 1,
  });
  return { choices: data ?? [], isPending, error };
}
