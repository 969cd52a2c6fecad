import { Chip } from '@mui/material';
import { vaultTexts } from './messages';

const { states } = vaultTexts.signatories;
const TONES = { Accepted: 'success', Rejected: 'error', Pending: 'default' } as const;

/** Spec §3: a round's state as a badge (true Accepted, false Rejected, null Pending). */
export const NdaStateChip = ({ accepted }: { accepted: boolean | null }) => {
  const state = accepted === null ? 'Pending' : accepted ? 'Accepted' : 'Rejected';
  return <Chip size="small" variant={state === 'Pending' ? 'outlined' : 'filled'} color={TONES[state]} label={states[state]} />;
};
