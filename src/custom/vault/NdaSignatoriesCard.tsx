import HistoryIcon from '@mui/icons-material/History';
import { IconButton, Link, Stack, TableCell, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreatePath, useNotify, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { NdaRegisterEntry } from '@common/api/nda-register';
import { HighlightableRow } from '../../components/HighlightableRow';
import { highlightKey } from '../../components/highlight';
import { useCan } from '../../auth/useCan';
import { downloadFile } from '../../components/downloadFile';
import { API_URL } from '../../httpClient';
import { formatOccurredAt } from '../../resources/activity/activityFormat';
import { DataRoomLoad } from '../data-rooms/view/DataRoomLoad';
import { vaultTexts } from './messages';
import { NdaDecisionConfirm, type NdaAsked } from './NdaDecisionConfirm';
import { NdaHistoryDialog } from './NdaHistoryDialog';
import { NdaRoundCell } from './NdaRoundCell';
import { signatoryName, useApproveNda, useNdaRegister } from './useNdaRegister';
import { VaultSlotCard } from './VaultSlotCard';
import { VaultTable } from './VaultTable';

const texts = vaultTexts.signatories;
const ROUNDS = ['round1', 'round2'] as const;

const ndaDownloadUrl = (id: number) => `${API_URL}/ndaregister/download/${encodeURIComponent(id)}`;

/**
 * The Vault tab's 'NDA Signatories' (spec §2, §4 'NDA per round'): who signed, the file, who
 * added it and when, and each round's state, accepted or rejected after a confirmation. Each
 * row opens its decision history; a buyer's name opens the buyer. Support staff neither decide
 * nor download: they read the states and the file's name.
 */
export const NdaSignatoriesCard = ({ propertyId }: { propertyId: Identifier }) => {
  const query = useNdaRegister(propertyId);
  const approve = useApproveNda(propertyId);
  const notify = useNotify();
  const createPath = useCreatePath();
  const [asked, setAsked] = useState<NdaAsked | null>(null);
  const [history, setHistory] = useState<NdaRegisterEntry | null>(null);
  const canDecide = useCan('edit');
  const canDownload = useCan('download-private');

  const download = (entry: NdaRegisterEntry) => {
    const name = entry.ndaFileName ?? `NDA-${entry.id}`;
    downloadFile(ndaDownloadUrl(entry.id), name).catch(() => notify(texts.downloadFailed, { type: 'error' }));
  };

  return (
    <VaultSlotCard title={vaultTexts.slots.signatories}>
      <DataRoomLoad queries={[query]} loading={texts.loading} loadError={texts.loadError}>
        {() => (
          <VaultTable
            label={texts.table}
            empty={texts.empty}
            columns={[texts.columns.nda, texts.columns.round1, texts.columns.round2]}
            entries={query.data}
          >
            {(entry) => {
              const { date } = formatOccurredAt(entry.dateOn);
              const addedBy = entry.addedBy ? `${entry.addedBy.firstName} ${entry.addedBy.lastName}` : null;
              return (
                <HighlightableRow key={entry.id} mark={highlightKey('nda', entry.id)}>
                  {/* On a phone the name column narrows (its history button wraps under the name), so both rounds fit beside it. */}
                  <TableCell sx={{ minWidth: { xs: 110, sm: 150 } }}>
                    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 0.5, flexWrap: 'wrap' }}>
                      <Link component={RouterLink} to={createPath({ resource: 'users', id: entry.user.id, type: 'edit' })}>
                        {signatoryName(entry)}
                      </Link>
                      <Tooltip title={texts.showHistory(signatoryName(entry))}>
                        <IconButton size="small" aria-label={texts.showHistory(signatoryName(entry))} onClick={() => setHistory(entry)}>
                          <HistoryIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {entry.hasFile && canDownload ? (
                        <Link
                          component="button"
                          type="button"
                          onClick={() => download(entry)}
                          aria-label={texts.download(entry.ndaFileName ?? '')}
                          sx={{ textAlign: 'left' }}
                        >
                          {entry.ndaFileName}
                        </Link>
                      ) : entry.hasFile ? (
                        entry.ndaFileName
                      ) : (
                        `${entry.ndaFileName ?? ''} (${texts.noFile})`
                      )}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {texts.addedBy(addedBy, date)}
                    </Typography>
                  </TableCell>
                  {ROUNDS.map((round) => (
                    <NdaRoundCell
                      key={round}
                      entry={entry}
                      round={round}
                      busy={approve.isPending}
                      onDecide={canDecide ? (decided, approval) => setAsked({ entry: decided, approval }) : undefined}
                    />
                  ))}
                </HighlightableRow>
              );
            }}
          </VaultTable>
        )}
      </DataRoomLoad>
      <NdaDecisionConfirm
        asked={asked}
        busy={approve.isPending}
        onConfirm={(decision) => approve.mutate(decision, { onSettled: () => setAsked(null) })}
        onClose={() => setAsked(null)}
      />
      {history && <NdaHistoryDialog propertyId={propertyId} entry={history} onClose={() => setHistory(null)} />}
    </VaultSlotCard>
  );
};
