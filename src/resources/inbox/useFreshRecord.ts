import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { failureText } from '../../components/edit-conflict/editConflict';
import { INBOX_KEY } from './inboxKey';
import { inboxTexts } from './messages';

/**
 * The record an inbox row decides on, read afresh from the list its own tab shows (the NDA
 * register, the data room round) so the decision carries its current version and the tab's
 * cache is warm. A record gone or already decided meanwhile says so and refreshes the inbox.
 */
export function useFreshRecord<Row extends { id: number }>(query: {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<Row[]>;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const load = async (id: number, stillWaiting: (row: Row) => boolean): Promise<Row | undefined> => {
    setLoading(true);
    try {
      const rows = await queryClient.fetchQuery({ ...query, staleTime: 0 });
      const row = rows.find((candidate) => candidate.id === id);
      if (row && stillWaiting(row)) return row;
      notify(inboxTexts.gone, { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      return undefined;
    } catch (error) {
      notify(failureText(error, inboxTexts.fetchFailed), { type: 'error' });
      return undefined;
    } finally {
      setLoading(false);
    }
  };
  return { load, loading };
}
