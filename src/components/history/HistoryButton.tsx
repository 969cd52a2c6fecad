import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { useState } from 'react';
import type { HistoryEntity } from '@common/api/history';
import { HistoryPanel } from './HistoryPanel';
import { historyTexts } from './messages';

/** Opens the record's History panel; support staff read it too. */
export const HistoryButton = ({
  entityType,
  id,
  label = historyTexts.button,
}: {
  entityType: HistoryEntity;
  id: number | string;
  label?: string;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </Button>
      <HistoryPanel entityType={entityType} id={Number(id)} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
