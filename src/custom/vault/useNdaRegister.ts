import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useNotify, type Identifier } from 'react-admin';
import type { NdaApproval, NdaRegisterEntry } from '@common/api/nda-register';
import type { AppDataProvider } from '../../dataProviderTypes';
import { INBOX_KEY } from '../../resources/inbox/inboxKey';
import { vaultTexts } from './messages';
import { editConflictOf, failureText } from '../../components/edit-conflict/editConflict';

const texts = vaultTexts.signatories;

/** Every NDA query of a property starts with this. */
export const ndaKey = (propertyId: Identifier) => ['ndaregister', String(propertyId)];

/** The query of a property's NDA register, for the Vault and for a decision taken elsewhere (the inbox). */
export const ndaRegisterQuery = (dataProvider: AppDataProvider, propertyId: Identifier) => ({
  queryKey: ndaKey(propertyId),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    dataProvider.getNdaRegister({ params: { propertyId: Number(propertyId) } }, { signal }),
});

/** The property's NDA register, newest first. */
export function useNdaRegister(propertyId: Identifier) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ ...ndaRegisterQuery(dataProvider, propertyId), retry: 1 });
}

export const signatoryName = (entry: NdaRegisterEntry) => `${entry.user.firstName} ${entry.user.lastName}`;

/**
 * Accepts or rejects an NDA for a round (spec §4 'NDA per round'). The entry the server answers
 * replaces the row, and its history is read again; a failure says the spec's words.
 */
export function useApproveNda(propertyId: Identifier) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { data: identity } = useGetIdentity();
  return useMutation({
    mutationFn: ({ entry, approval }: { entry: NdaRegisterEntry; approval: NdaApproval }) =>
      dataProvider.approveNda(
        { params: { id: entry.id }, body: { ...approval, ...(identity?.id != null && { adminUserId: Number(identity.id) }) } },
        { ifMatch: entry.version },
      ),
    onSuccess: (entry, { approval }) => {
      queryClient.setQueryData<NdaRegisterEntry[]>(ndaKey(propertyId), (entries) =>
        entries?.map((current) => (current.id === entry.id ? entry : current)),
      );
      void queryClient.invalidateQueries({ queryKey: [...ndaKey(propertyId), 'history', entry.id] });
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      notify(texts.decided(approval.status, texts.rounds[approval.round], signatoryName(entry)), { type: 'success' });
    },
    onError: (error, { approval }) => {
      notify(failureText(error, texts.failed(texts.rounds[approval.round])), { type: 'error' });
      // Another admin decided meanwhile: their decision shows.
      if (editConflictOf(error)) void queryClient.invalidateQueries({ queryKey: ndaKey(propertyId) });
    },
  });
}
