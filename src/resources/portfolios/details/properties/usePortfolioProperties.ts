import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortfolioProperty } from '@common/api/portfolios';
import { useSortableList } from '../../../../components/dnd/useSortableList';
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
  // Stable, so `save` keeps its identity between renders.
  const queryKey = useMemo(() => ['portfolios', String(portfolioId), 'properties'], [portfolioId]);
  const { apply, ...list } = useSortableList({
    queryKey,
    load: (signal) => dataProvider.getPortfolioProperties({ params: { id: portfolioId } }, { signal }),
    send: (propertyIds: number[]) => dataProvider.setPortfolioProperties({ params: { id: portfolioId }, body: { propertyIds } }),
    errorMessage: portfolioTexts.properties.saveError,
    // The portfolio's property count (the list's column) has changed.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['portfolios', 'getList'] }),
  });
  const save = useCallback(
    (rows: PortfolioProperty[]) =>
      apply(
        rows.map((row, i) => ({ ...row, position: i + 1 })),
        rows.map((row) => row.id),
      ),
    [apply],
  );
  return { rows: list.rows, isPending: list.isPending, error: list.error, isFetching: list.isFetching, refetch: list.refetch, save };
}
