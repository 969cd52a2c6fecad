import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { InboxItem } from '@common/api/inbox';
import type { NdaApproval, NdaRegisterEntry } from '@common/api/nda-register';
import type { AppDataProvider } from '../../dataProviderTypes';
import { RowAction } from '../../custom/data-rooms/manage/RowAction';
import { vaultTexts } from '../../custom/vault/messages';
import { NdaDecisionConfirm, type NdaAsked } from '../../custom/vault/NdaDecisionConfirm';
import { ndaRegisterQuery, useApproveNda } from '../../custom/vault/useNdaRegister';
import { useFreshRecord } from './useFreshRecord';

const texts = vaultTexts.signatories;

/**
 * Accept or reject the round an NDA waits for, from the inbox: the Vault's confirmation, request
 * and notices, on the entry as it is now.
 */
export const NdaInboxDecision = ({ item }: { item: InboxItem }) => {
  const round: NdaApproval['round'] = item.kind === 'nda-round-2' ? 'round2' : 'round1';
  const dataProvider = useDataProvider<AppDataProvider>();
  const approve = useApproveNda(item.propertyId);
  const fresh = useFreshRecord<NdaRegisterEntry>(ndaRegisterQuery(dataProvider, item.propertyId));
  const [asked, setAsked] = useState<NdaAsked | null>(null);
  const undecided = (entry: NdaRegisterEntry) => (round === 'round1' ? entry.round1AcceptYN : entry.round2AcceptYN) == null;
  const ask = async (status: NdaApproval['status']) => {
    const entry = await fresh.load(item.itemId, undecided);
    if (entry) setAsked({ entry, approval: { round, status } });
  };
  const busy = fresh.loading || approve.isPending;
  return (
    <>
      <RowAction
        label={texts.accept(texts.rounds[round], item.subject)}
        color="success"
        disabled={busy}
        onClick={() => void ask('Accepted')}
      >
        <CheckIcon fontSize="small" />
      </RowAction>
      <RowAction label={texts.reject(texts.rounds[round], item.subject)} color="error" disabled={busy} onClick={() => void ask('Rejected')}>
        <CloseIcon fontSize="small" />
      </RowAction>
      <NdaDecisionConfirm
        asked={asked}
        busy={approve.isPending}
        onConfirm={(decision) => approve.mutate(decision, { onSettled: () => setAsked(null) })}
        onClose={() => setAsked(null)}
      />
    </>
  );
};
