import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Stack, TableCell, Tooltip } from '@mui/material';
import type { NdaApproval, NdaRegisterEntry } from '@common/api/nda-register';
import { vaultTexts } from './messages';
import { NdaStateChip } from './NdaStateChip';
import { signatoryName } from './useNdaRegister';

const texts = vaultTexts.signatories;

/** One round of an NDA: its badge, and accept and reject (each asks to confirm first) given `onDecide`. */
export const NdaRoundCell = ({
  entry,
  round,
  busy,
  onDecide,
}: {
  entry: NdaRegisterEntry;
  round: NdaApproval['round'];
  busy: boolean;
  /** None for a user who may not decide (support staff): the badge alone. */
  onDecide?: (entry: NdaRegisterEntry, approval: NdaApproval) => void;
}) => {
  const accepted = round === 'round1' ? entry.round1AcceptYN : entry.round2AcceptYN;
  const name = signatoryName(entry);
  const action = (status: NdaApproval['status']) => {
    const label = (status === 'Accepted' ? texts.accept : texts.reject)(texts.rounds[round], name);
    return (
      <Tooltip title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            color={status === 'Accepted' ? 'success' : 'error'}
            disabled={busy || accepted === (status === 'Accepted')}
            onClick={() => onDecide?.(entry, { round, status })}
          >
            {status === 'Accepted' ? <CheckIcon fontSize="small" /> : <CloseIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <TableCell>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <NdaStateChip accepted={accepted} />
        {onDecide && (
          <Stack direction="row">
            {action('Accepted')}
            {action('Rejected')}
          </Stack>
        )}
      </Stack>
    </TableCell>
  );
};
