import { Box, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { PATH_KINDS, type PathKind } from '@common/api/buyer-path';
import { FILTER_SELECT_SX } from '../../components/filterSelect';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { buyerPathTexts as texts } from './messages';
import { PathGroupSection } from './PathGroupSection';
import { useBuyerPath } from './useBuyerPath';

const ALL = '';
/** 'All' is an empty value: the select shows it and its label stays above it. */
const SHOW_ALL = { inputLabel: { shrink: true }, select: { displayEmpty: true } };

/** Issue 33 'A buyer's path': on a buyer's user screen, per property they touched, what happened, filtered by property and kind. */
export const BuyerPath = ({ buyerId }: { buyerId: number }) => {
  const path = useBuyerPath(buyerId);
  const [propertyId, setPropertyId] = useState<number | typeof ALL>(ALL);
  const [kind, setKind] = useState<PathKind | typeof ALL>(ALL);
  const groups = (path.data ?? [])
    .filter((group) => propertyId === ALL || group.propertyId === propertyId)
    .map((group) => ({ ...group, events: group.events.filter((event) => kind === ALL || event.kind === kind) }))
    .filter((group) => group.events.length > 0);
  return (
    <Card component="section" aria-labelledby="buyer-path-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="buyer-path-title" variant="h6" component="h2">
          {texts.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.intro}
        </Typography>
        {path.isPending && <CircularProgress size={24} sx={{ mt: 2 }} aria-label={texts.title} />}
        {path.isError && <LoadErrorAlert message={texts.loadError} onRetry={() => void path.refetch()} retrying={path.isFetching} />}
        {path.data?.length === 0 && <Typography sx={{ mt: 2 }}>{texts.empty}</Typography>}
        {!!path.data?.length && (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
              <TextField
                select
                size="small"
                label={texts.property}
                value={propertyId}
                slotProps={SHOW_ALL}
                onChange={(e) => setPropertyId(e.target.value === ALL ? ALL : Number(e.target.value))}
                sx={{ width: { sm: 280 } }}
              >
                <MenuItem value={ALL}>{texts.all}</MenuItem>
                {path.data.map((group) => (
                  <MenuItem key={group.propertyId} value={group.propertyId}>
                    {group.propertyReference} · {group.propertyTitle}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={texts.kind}
                value={kind}
                onChange={(e) => setKind(e.target.value as PathKind)}
                sx={FILTER_SELECT_SX}
              >
                <MenuItem value={ALL}>{texts.all}</MenuItem>
                {PATH_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {texts.kinds[k]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {groups.length === 0 && <Typography sx={{ mt: 2 }}>{texts.noneMatch}</Typography>}
            <Box>
              {groups.map((group) => (
                <PathGroupSection key={group.propertyId} group={group} buyerId={buyerId} />
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};
