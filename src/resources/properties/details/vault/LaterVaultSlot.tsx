import ScheduleIcon from '@mui/icons-material/Schedule';
import { Stack, Typography } from '@mui/material';
import { vaultTexts } from './messages';
import { VaultSlotCard } from './VaultSlotCard';

/** A Vault slot that belongs to the vault issue (NDA link, custom NDA, signatories, discrete users): its place kept, with a note. */
export const LaterVaultSlot = ({ title }: { title: string }) => (
  <VaultSlotCard title={title}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <ScheduleIcon fontSize="small" />
      <Typography variant="body2">{vaultTexts.laterSlot}</Typography>
    </Stack>
  </VaultSlotCard>
);
