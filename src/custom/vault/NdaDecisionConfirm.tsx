import { Confirm } from 'react-admin';
import type { NdaApproval, NdaRegisterEntry } from '@common/api/nda-register';
import { vaultTexts } from './messages';
import { signatoryName } from './useNdaRegister';

const texts = vaultTexts.signatories;

/** A decision on one round of an NDA, asked for and not yet confirmed. */
export interface NdaAsked {
  entry: NdaRegisterEntry;
  approval: NdaApproval;
}

/** Accepting round 2 while round 1 is not accepted is allowed (spec §4), but the confirmation says so first. */
const skipsRound1 = ({ entry, approval }: NdaAsked) =>
  approval.round === 'round2' && approval.status === 'Accepted' && entry.round1AcceptYN !== true
    ? texts.round1NotAccepted(entry.round1AcceptYN === false ? 'rejected' : 'still pending')
    : '';

/** The confirmation every NDA decision passes, on the Vault and in the inbox alike. */
export const NdaDecisionConfirm = ({
  asked,
  busy,
  onConfirm,
  onClose,
}: {
  asked: NdaAsked | null;
  busy: boolean;
  onConfirm: (asked: NdaAsked) => void;
  onClose: () => void;
}) => {
  const action = asked?.approval.status === 'Accepted' ? 'Accept' : 'Reject';
  return (
    <Confirm
      isOpen={asked !== null}
      loading={busy}
      title={asked ? texts.confirmTitle(action, texts.rounds[asked.approval.round]) : ''}
      content={
        asked
          ? skipsRound1(asked) +
            texts.confirmContent(action, signatoryName(asked.entry), asked.entry.ndaFileName ?? '', texts.rounds[asked.approval.round])
          : ''
      }
      confirm={action}
      onConfirm={() => asked && onConfirm(asked)}
      onClose={onClose}
    />
  );
};
