import { Box, Stack } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useCan } from '../../auth/useCan';
import { ChecklistCard } from './ChecklistCard';
import { CustomNdaCard } from './CustomNdaCard';
import { DiscreteUsersCard } from './DiscreteUsersCard';
import { NdaLinkCard } from './NdaLinkCard';
import { NdaSignatoriesCard } from './NdaSignatoriesCard';

/**
 * The Vault tab (spec §2): left NDA Link, Dataroom Checklist, Custom NDA; right NDA Signatories
 * and Discrete Users. One column on a narrow screen, in that order. Custom NDA is only an upload:
 * support staff, who upload nothing, do not get it.
 */
export const VaultTab = ({ propertyId }: { propertyId: Identifier }) => {
  const canUpload = useCan('upload');
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}
    >
      <Stack spacing={3}>
        <NdaLinkCard propertyId={propertyId} />
        <ChecklistCard propertyId={propertyId} />
        {canUpload && <CustomNdaCard propertyId={propertyId} />}
      </Stack>
      <Stack spacing={3}>
        <NdaSignatoriesCard propertyId={propertyId} />
        <DiscreteUsersCard propertyId={propertyId} />
      </Stack>
    </Box>
  );
};
