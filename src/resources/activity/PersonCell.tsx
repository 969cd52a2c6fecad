import { Box } from '@mui/material';
import { activityTexts } from './messages';
import { nameCells } from './activityStyles';
import type { ActivityEntry } from './types';

type Person = 'addedBy' | 'user';

/**
 * The Added By or User cell. When either name of a visitor's entry is missing both cells show
 * the personalise reference (spec §2), dimmed and italic so it does not read as a person's
 * name; an admin's change always names the admin (nameCells).
 */
export const PersonCell = ({ entry, person }: { entry: ActivityEntry; person: Person }) => {
  const cells = nameCells(entry);
  if (!cells.anonymous) return <>{cells[person]}</>;
  return (
    <Box
      component="span"
      data-anonymous="true"
      title={activityTexts.anonymousHint(entry.personaliseReference)}
      sx={{ color: 'text.secondary', fontStyle: 'italic', whiteSpace: 'nowrap' }}
    >
      {cells[person]}
    </Box>
  );
};
