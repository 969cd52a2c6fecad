import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProviderTypes';
import type { ActivityFacetValues } from './types';

const NONE: ActivityFacetValues = { natures: [], statuses: [] };

/**
 * The natures and statuses for the filter selects (GET /api/activity/facets), cached in
 * react-admin's query client. If it fails the selects are just empty: the log still works.
 */
export function useActivityFacets(): ActivityFacetValues & { isPending: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['activity', 'facets'],
    queryFn: ({ signal }) => dataProvider.getActivityFacets({}, { signal }),
    staleTime: 5 * 60_000,
  });
  return { ...(data ?? NONE), isPending };
}
