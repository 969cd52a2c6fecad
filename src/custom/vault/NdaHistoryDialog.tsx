import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { NdaRegisterEntry } from '@common/api/nda-register';
import type { AppDataProvider } from '../../dataProviderTypes';
import { formatOccurredAt } from '../../resources/activity/activityFormat';
import { DataRoomLoad } from '../data-rooms/view/DataRoomLoad';
import { vaultTexts } from './messages';
import { ndaKey, signatoryName } from './useNdaRegister';

const texts = vaultTexts.signatories;

/** Beyond the spec (issue 15): every decision on one NDA, newest first, with who made it and when. */
export const NdaHistoryDialog = ({
  propertyId,
  entry,
  onClose,
}: {
  propertyId: Identifier;
  entry: NdaRegisterEntry;
  onClose: () => void;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: [...ndaKey(propertyId), 'history', entry.id],
    queryFn: ({ signal }) => dataProvider.getNdaHistory({ params: { id: entry.id } }, { signal }),
    retry: 1,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{texts.historyTitle(signatoryName(entry))}</DialogTitle>
      <DialogContent dividers>
        <DataRoomLoad queries={[query]} loading={texts.historyLoading} loadError={texts.historyLoadError}>
          {() =>
            query.data?.length ? (
              <List dense aria-label={texts.historyTitle(signatoryName(entry))}>
                {query.data.map((decision) => {
                  const { date, time } = formatOccurredAt(decision.decidedAt);
                  return (
                    <ListItem key={`${decision.decidedAt}-${decision.round}`} disableGutters>
                      <ListItemText
                        primary={texts.historyLine(decision.status, texts.rounds[decision.round], decision.decidedBy, `${date} ${time}`)}
                      />
                    </ListItem>
                  );
                })}
              </List>
            ) : (
              <Typography color="text.secondary">{texts.historyEmpty}</Typography>
            )
          }
        </DataRoomLoad>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
};
