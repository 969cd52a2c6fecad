import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { DateCell } from './DateCell';

/**
 * A phone's card of a dated list (the Activity Log, the Inbox): its chips first, the date at the
 * end of that line, then the card's labelled values.
 */
export const DatedCard = ({ chips, at, children }: { chips: ReactNode; at: string | Date; children: ReactNode }) => (
  <Stack component="li" spacing={0.75} sx={{ px: 2, py: 1.5 }}>
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      {chips}
      <Box sx={{ ml: 'auto' }}>
        <DateCell occurredAt={at} inline />
      </Box>
    </Stack>
    {children}
  </Stack>
);
