import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProviderTypes';
import { INBOX_KEY } from './inboxKey';
import { inboxTexts } from './messages';

/** Other admins decide too: the count is read again this often while the app is open. */
const REFRESH_MS = 60_000;

/** How many items wait for a decision, for the sidebar's badge. */
export function useInboxCounts() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: [...INBOX_KEY, 'counts'],
    queryFn: ({ signal }) => dataProvider.getInboxCounts(undefined, { signal }),
    refetchInterval: REFRESH_MS,
  });
  const count = data?.total;
  return { count, description: count === undefined ? undefined : inboxTexts.badge(count) };
}
