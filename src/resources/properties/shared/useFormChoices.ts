import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import { AGENT_ROLE_TYPE } from '@common/role-types';
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
    queryFn: ({ signal }) => dataProvider.getAgencies(undefined, { signal }),
    staleTime,
  });
}

/** Every seller company (GET /api/seller-companies), for the Seller dropdown. */
export function useSellerCompanies() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['lookups', 'seller-companies'],
    queryFn: ({ signal }) => dataProvider.getSellerCompanies(undefined, { signal }),
    staleTime,
  });
}

/**
 * GET /users' query for the active users with the Agent role, each with their agency; only one
 * agency's when `agencyId` is given. A deactivated agent is offered to no one (issue 28, item 7).
 */
export const agentsQuery = (agencyId?: number) => ({
  userRoleTypeId: AGENT_ROLE_TYPE,
  agencyId,
  filter: JSON.stringify({ isActive: true }),
});

/** One agency's agents; nothing is asked until an agency is chosen (spec §2). */
export function useAgents(agencyId: Identifier | null | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<Agent[]>({
    queryKey: ['agents', { agencyId }],
    queryFn: ({ signal }) => dataProvider.getUsers({ query: agentsQuery(Number(agencyId)) }, { signal }),
    enabled: agencyId != null,
    staleTime,
  });
}
