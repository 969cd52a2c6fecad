import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import type { DataRoomItem } from '@common/api/data-rooms';
import type { AppDataProvider } from '../../../dataProviderTypes';
import { editConflictOf, failureText } from '../../../components/edit-conflict/editConflict';
import { dataRoomKey } from '../view/useDataRoomRound';
import { INBOX_KEY } from '../../../resources/inbox/inboxKey';
import { manageTexts } from './messages';

const texts = manageTexts;

/**
 * The round's review actions that answer a row: show or hide, publish, reject. Visibility and
 * publishing change the row at once and put it back if the server refuses (with the spec's
 * message); the server's answer then replaces it. The round's query is the read-only tabs'
 * too, so they see the change without a reload. Each `mutate` is stable across renders, so the
 * memoised rows are not re-rendered by the hook.
 */
export function useReviewActions(propertyId: Identifier, round: 1 | 2) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const roundKey = [...dataRoomKey(propertyId), 'round', round];

  const patch = (id: number, change: (item: DataRoomItem) => DataRoomItem) =>
    queryClient.setQueryData<DataRoomItem[]>(roundKey, (items) => items?.map((item) => (item.id === id ? change(item) : item)));
  /** The server's row replaces the one shown. */
  const replace = (row: DataRoomItem) => patch(row.id, () => row);
  /** Decided files leave the inbox's files to review: it is read again once (showing or hiding a row changes nothing there). */
  const decided = (...rows: DataRoomItem[]) => {
    rows.forEach(replace);
    void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
  };
  /** Applies a change at once and answers how to undo it. */
  const optimistic = async (item: DataRoomItem, change: Partial<DataRoomItem>) => {
    await queryClient.cancelQueries({ queryKey: roundKey });
    patch(item.id, (current) => ({ ...current, ...change }));
    return () => patch(item.id, (current) => ({ ...current, ...pick(item, Object.keys(change) as Array<keyof DataRoomItem>) }));
  };

  /** A failure's notice; a row another admin changed meanwhile is read again, to show their change. */
  const failed = (error: unknown, fallback: string) => {
    notify(failureText(error, fallback), { type: 'error' });
    if (editConflictOf(error)) void queryClient.invalidateQueries({ queryKey: roundKey });
  };

  const visibility = useMutation({
    mutationFn: (item: DataRoomItem) =>
      dataProvider.setDataRoomVisibility({ params: { id: item.id }, body: { isVisible: !item.isVisible } }, { ifMatch: item.version }),
    onMutate: (item) => optimistic(item, { isVisible: !item.isVisible }),
    onSuccess: replace,
    onError: (error, _item, undo) => {
      undo?.();
      failed(error, texts.visibility.failed);
    },
  });

  const publish = useMutation({
    mutationFn: (item: DataRoomItem) =>
      dataProvider.decideDataRoomFile({ params: { fileId: item.fileId! }, body: { publishYN: true } }, { ifMatch: item.version }),
    onMutate: (item) => optimistic(item, { isPublished: true, isRejected: false, rejectedReason: null }),
    onSuccess: (row) => {
      decided(row);
      notify(texts.file.published(row.fileName ?? row.displayName), { type: 'success' });
    },
    onError: (error, _item, undo) => {
      undo?.();
      failed(error, texts.file.publishFailed);
    },
  });

  const reject = useMutation({
    mutationFn: ({ item, reason }: { item: DataRoomItem; reason: string }) =>
      dataProvider.decideDataRoomFile(
        { params: { fileId: item.fileId! }, body: { publishYN: false, rejectedReason: reason } },
        { ifMatch: item.version },
      ),
    onSuccess: (row) => {
      decided(row);
      notify(texts.file.rejected(row.fileName ?? row.displayName), { type: 'success' });
    },
    onError: (error) => failed(error, texts.reject.failed),
  });

  // Several pending files at once (issue 32): one request, each file its own decision; the rows answered replace theirs.
  const publishMany = useMutation({
    mutationFn: (items: DataRoomItem[]) => dataProvider.publishDataRoomFiles({ body: { fileIds: items.map((item) => item.fileId!) } }),
    onSuccess: (rows) => {
      decided(...rows);
      notify(texts.file.publishedMany(rows.length), { type: 'success' });
    },
    onError: (error) => failed(error, texts.file.publishManyFailed),
  });

  return { toggleVisibility: visibility.mutate, publish: publish.mutate, reject, publishMany };
}

function pick<T extends object, K extends keyof T>(source: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
