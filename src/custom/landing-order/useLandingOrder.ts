import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProviderTypes';
import { landingMove, type LandingMove } from './landingMove';
import { landingOrderTexts } from './messages';
import type { LandingRow } from './types';

// Under 'properties', so any property write that react-admin invalidates reloads it too.
const QUERY_KEY = ['properties', 'landingOrder'];
const MOVE_KEY = ['properties', 'landingOrder', 'move'];

/**
 * The landing page's order and the move of one property. A move shows the new order at once,
 * then reloads the list whatever happened (spec §4), so a failed move falls back to the
 * server's order after its notice.
 */
export function useLandingOrder() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();

  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.getLandingOrder(signal),
    // As react-admin's lists: a failure shows at once, and the admin retries with 'Try Again'.
    retry: false,
  });

  const mutation = useMutation({
    mutationKey: MOVE_KEY,
    mutationFn: ({ propertyId, propertyBeforeId }: LandingMove<LandingRow>) =>
      dataProvider.reorderLanding({ propertyId, propertyBeforeId }),
    onError: () => notify(landingOrderTexts.reorderError, { type: 'error' }),
    // With moves still under way, a reload now would show the order without them for a moment.
    onSettled: () => queryClient.isMutating({ mutationKey: MOVE_KEY }) === 1 && queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });

  const move = (from: number, to: number) => {
    const change = query.data && landingMove(query.data, from, to);
    if (!change) return;
    // Synchronously, in the drop's own render, or the row would jump back before it lands. A
    // reload still in flight from an earlier move would overwrite this order: it is cancelled.
    void queryClient.cancelQueries({ queryKey: QUERY_KEY });
    queryClient.setQueryData(QUERY_KEY, change.rows);
    mutation.mutate(change);
  };

  return {
    rows: query.data,
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: query.refetch,
    move,
  };
}
