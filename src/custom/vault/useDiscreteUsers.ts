import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useNotify, type Identifier } from 'react-admin';
import type { DiscreteUser } from '@common/api/discrete-users';
import type { BuyerOption } from '@common/api/users';
import type { AppDataProvider } from '../../dataProviderTypes';
import { buyerName } from './BuyerPicker';
import { vaultTexts } from './messages';
import { failureText } from '../../components/edit-conflict/editConflict';

const texts = vaultTexts.discrete;
const discreteKey = (propertyId: Identifier) => ['property-discrete-users', String(propertyId)];

/** The property's discrete users, and granting and removing them (spec §4 'Discrete access'), each reloading the list. */
export function useDiscreteUsers(propertyId: Identifier) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { data: identity } = useGetIdentity();
  const actor = identity?.id != null ? { userId: Number(identity.id) } : {};
  const reload = () => queryClient.invalidateQueries({ queryKey: discreteKey(propertyId) });

  const list = useQuery({
    queryKey: discreteKey(propertyId),
    queryFn: ({ signal }) => dataProvider.getDiscreteUsers({ query: { propertyId: Number(propertyId) } }, { signal }),
    retry: 1,
  });
  const grant = useMutation({
    mutationFn: (buyer: BuyerOption) =>
      dataProvider.grantDiscreteUser({ body: { propertyId: Number(propertyId), buyerId: buyer.id, ...actor } }),
    onSuccess: (_granted, buyer) => {
      notify(texts.granted(buyerName(buyer)), { type: 'success' });
      void reload();
    },
    onError: (error) => notify(failureText(error, texts.grantFailed), { type: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (entry: DiscreteUser) => dataProvider.removeDiscreteUser({ params: { id: entry.id } }, { ifMatch: entry.version }),
    onSuccess: (_removed, entry) => notify(texts.removed(entry.username), { type: 'success' }),
    onError: (error) => notify(failureText(error, texts.removeFailed), { type: 'error' }),
    // Reloaded either way: a failed removal may have been someone else's removal first.
    onSettled: () => reload(),
  });
  return { list, grant, remove };
}
