import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ExtDdRequest } from '@common/api/data-rooms';
import type { AppDataProvider } from '../../../dataProviderTypes';
import { failureText } from '../../../components/edit-conflict/editConflict';
import { INBOX_KEY } from '../../../resources/inbox/inboxKey';
import { manageTexts } from './messages';

const texts = manageTexts.answer;

/** Marks a buyer's request answered with a note: the property's request list and the inbox are read again. */
export function useAnswerRequest(propertyId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ request, note }: { request: Pick<ExtDdRequest, 'id' | 'title'>; note: string }) =>
      dataProvider.answerExtDdRequest({ params: { id: request.id }, body: { note } }),
    onSuccess: (answered) => {
      notify(texts.done(answered.title), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['property-data-room', String(propertyId), 'extdd'] });
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
    onError: (error) => notify(failureText(error, texts.failed), { type: 'error' }),
  });
}
