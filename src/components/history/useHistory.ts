import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { HistoryEntity } from '@common/api/history';
import type { AppDataProvider } from '../../dataProviderTypes';

/** A record's history, a page at a time ('Load more' reads the next), read only while the panel is open. */
export function useHistory(entityType: HistoryEntity, id: number, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useInfiniteQuery({
    queryKey: ['history', entityType, id],
    queryFn: ({ pageParam, signal }) => dataProvider.getHistory({ query: { entityType, id, offset: pageParam } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.more ? pages.reduce((n, page) => n + page.entries.length, 0) : undefined),
    enabled,
    // Every opening shows what is on record now: another admin may have changed the record.
    staleTime: 0,
    refetchOnMount: 'always',
  });
  return { ...query, entries: query.data?.pages.flatMap((page) => page.entries) ?? [] };
}
