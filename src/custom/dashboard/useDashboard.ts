import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProviderTypes';

/** The home page's figures (GET /api/dashboard), asked again when the admin comes back to the page after a minute. */
export function useDashboard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => dataProvider.getDashboard(undefined, { signal }),
    staleTime: 60_000,
  });
}
