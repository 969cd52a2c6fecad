import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProviderTypes';

/**
 * The role types (GET /api/user-role-types: `{ id, title }`), for the form's select and the
 * list's filter. Cached a few minutes: the list changes with a migration, not a click.
 */
export function useRoleTypes() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['lookups', 'user-role-types'],
    queryFn: ({ signal }) => dataProvider.getLookup('user-role-types', { signal }),
    staleTime: 5 * 60_000,
    // The form offers 'Try Again' (spec §8), as react-admin's own lists do: no silent retries first.
    retry: false,
  });
}
