import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { Alert, Box, Button, IconButton, Link, Stack, TableCell, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCreatePath, useRecordContext, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DiscreteUser } from '@common/api/discrete-users';
import type { BuyerOption } from '@common/api/users';
import { HighlightableRow } from '../../components/HighlightableRow';
import { highlightKey } from '../../components/highlight';
import { useCan } from '../../auth/useCan';
import { formatOccurredAt } from '../../resources/activity/activityFormat';
import { DataRoomLoad } from '../data-rooms/view/DataRoomLoad';
import { BuyerPicker } from './BuyerPicker';
import { vaultTexts } from './messages';
import { useDiscreteUsers } from './useDiscreteUsers';
import { VaultSlotCard } from './VaultSlotCard';
import { VaultTable } from './VaultTable';

const texts = vaultTexts.discrete;

/**
 * The Vault tab's 'Discrete Users' (spec §2, §4 'Discrete access'): the buyers who see this
 * discrete property, each removable, and the grant form with the buyer search, which only an
 * active, discrete property offers (otherwise the spec's notice stands in its place). Support
 * staff see the list alone.
 */
export const DiscreteUsersCard = ({ propertyId }: { propertyId: Identifier }) => {
  const record = useRecordContext<{ id: Identifier; isActive?: boolean; isDiscrete?: boolean }>();
  const { list, grant, remove } = useDiscreteUsers(propertyId);
  const createPath = useCreatePath();
  const [buyer, setBuyer] = useState<BuyerOption | null>(null);
  // The grant asked to be removed: removing cannot be taken back, so it is confirmed first.
  const [removing, setRemoving] = useState<DiscreteUser | null>(null);
  const canEdit = useCan('edit');
  const open = Boolean(record?.isActive && record.isDiscrete);
  const taken = new Set(list.data?.map((entry) => entry.userId));

  return (
    <VaultSlotCard title={vaultTexts.slots.discreteUsers}>
      <Stack spacing={2}>
        <DataRoomLoad queries={[list]} loading={texts.loading} loadError={texts.loadError}>
          {() => (
            <VaultTable
              label={texts.table}
              empty={texts.empty}
              columns={[texts.columns.buyer, texts.columns.granted, '']}
              entries={list.data}
            >
              {(entry) => (
                <HighlightableRow key={entry.id} mark={highlightKey('discrete', entry.id)}>
                  <TableCell>
                    <Link component={RouterLink} to={createPath({ resource: 'users', id: entry.userId, type: 'edit' })}>
                      {entry.username}
                    </Link>
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                      {entry.buyer.emailAddress}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Typography variant="caption">{texts.grantedBy(entry.addedBy, formatOccurredAt(entry.createdAt).date)}</Typography>
                  </TableCell>
                  <TableCell align="right">
                    {canEdit && (
                      <Tooltip title={texts.remove(entry.username)}>
                        <span>
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={texts.remove(entry.username)}
                            disabled={remove.isPending}
                            onClick={() => setRemoving(entry)}
                          >
                            <PersonRemoveOutlinedIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    )}
                  </TableCell>
                </HighlightableRow>
              )}
            </VaultTable>
          )}
        </DataRoomLoad>
        {!canEdit ? null : open ? (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (buyer) grant.mutate(buyer, { onSuccess: () => setBuyer(null) });
            }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <BuyerPicker value={buyer} onChange={setBuyer} disabled={grant.isPending} taken={taken} />
              <Button type="submit" variant="contained" disabled={!buyer || grant.isPending} sx={{ flexShrink: 0 }}>
                {grant.isPending ? texts.granting : texts.grant}
              </Button>
            </Stack>
          </Box>
        ) : (
          <Alert severity="info">{texts.notice}</Alert>
        )}
      </Stack>
      <Confirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title={removing ? texts.confirmRemoveTitle(removing.username) : ''}
        content={removing ? texts.confirmRemoveContent(removing.username) : ''}
        confirm={texts.confirmRemove}
        confirmColor="warning"
        onConfirm={() => removing && remove.mutate(removing, { onSettled: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </VaultSlotCard>
  );
};
