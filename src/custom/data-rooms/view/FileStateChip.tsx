import { Chip, Tooltip } from '@mui/material';
import type { DataRoomItem } from '@common/api/data-rooms';
import { toneText } from '../../../components/toneText';
import { fileState } from './dataRoomFiles';
import { dataRoomTexts } from './messages';

const { states, noReason } = dataRoomTexts.file;
const TONES = { published: 'success', rejected: 'warning', pending: null } as const;

/**
 * Spec §4 'File in data room': published (green), rejected (warning, its reason on hover or focus,
 * 'No reason provided' if empty) or pending. The warning text is darker than its border, since
 * amber text on white is hard to read.
 */
export const FileStateChip = ({ item }: { item: Pick<DataRoomItem, 'isPublished' | 'isRejected' | 'rejectedReason'> }) => {
  const state = fileState(item);
  const tone = TONES[state];
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      label={states[state]}
      tabIndex={state === 'rejected' ? 0 : undefined}
      sx={(theme) =>
        tone
          ? { borderColor: theme.palette[tone].main, color: toneText(theme, theme.palette[tone].main, tone === 'warning' ? 0.4 : 0) }
          : {}
      }
    />
  );
  if (state !== 'rejected') return chip;
  return (
    <Tooltip title={item.rejectedReason?.trim() || noReason} describeChild>
      {chip}
    </Tooltip>
  );
};
