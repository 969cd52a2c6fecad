import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SEARCH_ALL_MIN_CHARACTERS } from '@common/api/search';
import type { AppDataProvider } from '../../dataProviderTypes';
import { useDebouncedValue } from '../../components/useDebouncedValue';

/** A pause this long in typing asks the server once. */
const DEBOUNCE_MS = 250;

/** The hits for what the admin typed, asked once they pause; nothing under two characters. */
export function useSearchAll(text: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const enabled = q.length >= SEARCH_ALL_MIN_CHARACTERS;
  const query = useQuery({
    queryKey: ['search-all', q],
    queryFn: ({ signal }) => dataProvider.searchAll({ query: { q, limit: 5 } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return {
    q,
    enabled,
    hits: enabled ? (query.data?.hits ?? []) : [],
    pending: enabled && (query.isFetching || text.trim() !== q),
    error: query.isError,
  };
}
