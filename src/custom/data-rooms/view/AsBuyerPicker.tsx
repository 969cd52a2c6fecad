import { Box } from '@mui/material';
import type { BuyerOption } from '@common/api/users';
import { BuyerPicker } from '../../vault/BuyerPicker';
import { dataRoomTexts } from './messages';

/** 'View as buyer': the Vault's buyer search, choosing whose view of the data room the tab shows (cleared: the admin's). */
export const AsBuyerPicker = ({ value, onChange }: { value: BuyerOption | null; onChange: (buyer: BuyerOption | null) => void }) => (
  <Box sx={{ maxWidth: { sm: 420 } }}>
    <BuyerPicker value={value} onChange={onChange} disabled={false} label={dataRoomTexts.asBuyer.label} />
  </Box>
);
