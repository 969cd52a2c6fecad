import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useNotify, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../../dataProviderTypes';
import { dataRoomKey } from '../view/useDataRoomRound';
import { manageTexts } from './messages';
import type { RequestKind } from './RequestDialog';
import { failureText } from '../../../components/edit-conflict/editConflict';

/**
 * Spec §7 POST /property-data-room/addextDDrequest, in the spec's field names for each kind.
 * The External Due Diligence tab is reloaded so the request shows there at once.
 */
export function useAddRequest(propertyId: Identifier, onDone: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { data: identity } = useGetIdentity();
  return useMutation({
    mutationFn: ({ kind, headingId, title, body }: { kind: RequestKind; headingId: number; title: string; body: string }) =>
      dataProvider.addExtDdRequest({
        body: {
          propertyDataRoomId: headingId,
          requesttype: kind,
          ...(kind === 'file' ? { documenttitle: title, documentdescription: body } : { queryTitle: title, queryBody: body }),
          ...(identity?.id != null && { userId: Number(identity.id) }),
        },
      }),
    onSuccess: (_created, { kind }) => {
      notify(manageTexts.requests[kind].done, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: [...dataRoomKey(propertyId), 'extdd'] });
      onDone();
    },
    onError: (error, { kind }) => notify(failureText(error, manageTexts.requests[kind].failed), { type: 'error' }),
  });
}
