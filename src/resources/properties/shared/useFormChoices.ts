import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../../dataProviderTypes';
import type { Agent } from './propertyTypes';

// Lists change rarely and both property forms share them: one fetch serves a few minutes.
const staleTime = 5 * 60_000;

/** Every agency (GET /api/agencies), for the Agency dropdown. */
export function useAgencies() {
  const dataProvider = useDataProvider<AppDataProvider>();
  // No range: the whole list.
  return useQuery({
    queryKey: ['lookups', 'agencies'],
    queryFn: ({ signal }) => dataProvider.getAgencies({ query: {} }, { signal }),
    staleTime,
  });
}

/** Every seller company (GET /api/seller-companies), for the Seller dropdown. */
export function useSellerCompanies() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['lookups', 'seller-companies'],
    queryFn: ({ signal }) => dataProvider.getSellerCompanies({ query: {} }, { signal }),
    staleTime,
  });
}

/** One agency's agents; nothing is asked until an agency is chosen (spec §2). */
export function useAgents(agencyId: Identifier | null | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['agents', { agencyId }],
    queryFn: ({ signal }) => dataProvider.getAgents(agencyId!, signal) as Promise<Agent[]>,
    enabled: agencyId != null,
    staleTime,
  });
}
