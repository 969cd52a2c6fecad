import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNotify } from 'react-admin';

/** Said briefly once a drag's new order is saved (no spec text: the old system said nothing). */
const ORDER_SAVED = 'Order saved';

/** What a drop changes: the rows to show at once, and what the server is told. */
interface Planned<R, C> {
  rows: R[];
  change: C;
}

export interface SortableListOptions<R, C, A> {
  queryKey: QueryKey;
  /** Reads the list, in its order. */
  load: (signal: AbortSignal) => Promise<R[]>;
  /** A drop of the row at `from` onto position `to` (zero-based); null when the rule allows no such move. */
  plan?: (rows: R[], from: number, to: number) => Planned<R, C> | null;
  /** Tells the server; answers what it kept. */
  send: (change: C) => Promise<A>;
  /** The list once the server answered, from what is shown and the answer (default: the answer is the list). */
  reconcile?: (shown: R[], answer: A) => R[];
  /** The spec's notice when the server refuses; the list is then read again. */
  errorMessage: string;
  /** How often a failed load is retried quietly before its message shows. */
  retry?: number;
  /** After each change, settled either way: what else it makes stale (a count in another list). */
  onSettled?: () => void;
}

/**
 * A list an admin re-orders by dragging (the landing order, a property's content blocks and
 * media, a portfolio's properties): the query, the change shown at once, and the reconcile.
 * A change is set synchronously, in the drop's own render (or the row would jump back before it
 * lands), over any load still in flight; changes go to the server one after another, in the
 * order they were made; only the last one's answer is shown, since the screen already shows
 * more than an earlier answer knows; a refused one says so and reads the list again.
 */
export function useSortableList<R, C, A = R[]>(options: SortableListOptions<R, C, A>) {
  const { queryKey, load, plan, send, reconcile, errorMessage, retry = 1, onSettled } = options;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const changeKey = useMemo(() => [...queryKey, 'change'], [queryKey]);

  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), retry });

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);

  const { mutate } = useMutation({
    mutationKey: changeKey,
    scope: { id: JSON.stringify(changeKey) },
    mutationFn: send,
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey: changeKey }) > 1) return;
      queryClient.setQueryData<R[]>(queryKey, (shown) => (reconcile ? shown && reconcile(shown, answer) : (answer as unknown as R[])));
    },
    onError: () => {
      notify(errorMessage, { type: 'error' });
      void reload();
    },
    onSettled,
  });

  /** Shows `rows` at once and sends `change`; `onSaved` runs once the last change sent so far is kept. */
  const apply = useCallback(
    (rows: R[], change: C, onSaved?: () => void) => {
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, rows);
      // react-query runs a call's own onSuccess for the latest call only: one notice for a burst of drags.
      mutate(change, { onSuccess: onSaved });
    },
    [mutate, queryClient, queryKey],
  );

  // A drop shows its result at once, so the notice says only that it was kept (a refusal says so too).
  const move = useCallback(
    (from: number, to: number) => {
      const planned = query.data && plan?.(query.data, from, to);
      if (planned) apply(planned.rows, planned.change, () => notify(ORDER_SAVED, { type: 'info', autoHideDuration: 2000 }));
    },
    [apply, notify, plan, query.data],
  );

  return {
    rows: query.data,
    isPending: query.isPending,
    error: query.error,
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: query.refetch,
    reload,
    move,
    apply,
  };
}
