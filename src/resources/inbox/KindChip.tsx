import { Chip, Tooltip, type ChipProps } from '@mui/material';
import type { InboxKind } from '@common/api/inbox';
import { inboxTexts } from './messages';

// Colours whose text keeps 4.5:1 on the paper (MUI's info and our warning do not).
const colours: Record<InboxKind, ChipProps['color']> = {
  'nda-round-1': 'primary',
  'nda-round-2': 'primary',
  file: 'success',
  request: 'default',
  'discrete-access': 'error',
};

/** What an item waits for, as a chip whose tooltip says why it waits. */
export const KindChip = ({ kind }: { kind: InboxKind }) => (
  <Tooltip title={inboxTexts.kindHints[kind]}>
    <Chip size="small" variant="outlined" color={colours[kind]} label={inboxTexts.kinds[kind]} />
  </Tooltip>
);
