import { useMutation } from '@tanstack/react-query';
import { HttpError, useDataProvider, useGetIdentity, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { ChecklistName } from '@common/api/data-rooms';
import type { AppDataProvider } from '../../dataProviderTypes';
import { vaultTexts } from './messages';
import { failureText } from '../../components/edit-conflict/editConflict';

const texts = vaultTexts.checklist;

/**
 * Builds the property's data room from a checklist. Afterwards everything is reloaded, so the
 * property shows its checklist (read-only, spec §4) and the data-room tabs their new trees. A
 * 409 means someone built it meanwhile: reloading shows the checklist they chose.
 */
export function useBuildDataRoom(propertyId: Identifier) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data: identity } = useGetIdentity();
  return useMutation({
    mutationFn: (checklistName: ChecklistName) =>
      dataProvider.buildDataRoom({
        body: { checklistName, propertyId: Number(propertyId), ...(identity?.id != null && { userId: Number(identity.id) }) },
      }),
    onSuccess: ({ checklist }) => {
      notify(texts.built(checklist), { type: 'success' });
      refresh();
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 409) {
        notify(texts.alreadyBuilt, { type: 'info' });
        refresh();
      } else notify(failureText(error, texts.failed), { type: 'error' });
    },
  });
}
