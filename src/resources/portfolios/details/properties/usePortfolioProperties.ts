import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortfolioProperty } from '@common/api/portfolios';
import type { AppDataProvider } from '../../../../dataProviderTypes';
import { portfolioTexts } from '../../messages';

/**
 * A portfolio's properties in its order, and `save` for a new list (an added property, one
 * removed, a drag). The change shows at once; the server's answer then replaces it. Saves go out
 * one after another, each the whole list; a refused one says so and reloads what the server kept.
 */
export function usePortfolioProperties(portfolioId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const queryKey = useMemo(() => ['portfolios', String(portfolioId), 'properties'], [portfolioId]);

  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.getPortfolioProperties(portfolioId, signal),
    retry: 1,
  });

  const saveKey = useMemo(() => [...queryKey, 'save'], [queryKey]);
  const { mutate } = useMutation({
    mutationKey: saveKey,
    scope: { id: saveKey.join('/') },
    mutationFn: (rows: PortfolioProperty[]) =>
      dataProvider.setPortfolioProperties(
        portfolioId,
        rows.map((row) => row.id),
      ),
    // With later saves still queued, this answer is already out of date: the last one's is shown.
    onSuccess: (stored) => queryClient.isMutating({ mutationKey: saveKey }) === 1 && queryClient.setQueryData(queryKey, stored),
    onError: () => {
      notify(portfolioTexts.properties.saveError, { type: 'error' });
      void queryClient.invalidateQueries({ queryKey });
    },
    // The portfolio's property count (the list's column) has changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['portfolios', 'getList'] }),
  });

  const save = useCallback(
    (rows: PortfolioProperty[]) => {
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(
        queryKey,
        rows.map((row, i) => ({ ...row, position: i + 1 })),
      );
      mutate(rows);
    },
    [mutate, queryClient, queryKey],
  );

  return { rows: query.data, isPending: query.isPending, error: query.error, isFetching: query.isFetching, refetch: query.refetch, save };
}
