import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Stack, Typography } from '@mui/material';
import { useNotify, type Identifier } from 'react-admin';
import type { RoundReadiness } from '@common/api/readiness';
import { downloadFile } from '../../../components/downloadFile';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { API_URL } from '../../../httpClient';
import { dataRoomTexts } from '../view/messages';
import { readinessTexts } from './messages';
import { ReadinessBar } from './ReadinessBar';
import { missingListText } from './readinessFormat';
import { useReadiness } from './useReadiness';

const texts = readinessTexts.missing;
const roundName = (round: 1 | 2) => dataRoomTexts.rounds[round].name;

const RoundMissing = ({ round }: { round: RoundReadiness }) => (
  <Box>
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
      <Typography component="h3" variant="subtitle1">
        {roundName(round.round)}
      </Typography>
      <ReadinessBar count={round} />
    </Stack>
    {round.missing.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {round.required === 0 ? readinessTexts.noDataRoom : texts.nothingInRound}
      </Typography>
    ) : (
      <Box component="ul" aria-label={texts.listOf(roundName(round.round))} sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {round.missing.map((heading) => (
          <li key={heading.headingId}>
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              {heading.number}
            </Box>
            {heading.title}
          </li>
        ))}
      </Box>
    )}
  </Box>
);

/**
 * Issue 33 'Readiness' on Manage Datarooms: the headings still without a published document, per
 * round, to copy into a message to the seller or download as CSV (the server's, so its numbers
 * and names are the API's). Folded until opened: the list can be long.
 */
export const MissingDocuments = ({ propertyId }: { propertyId: Identifier }) => {
  const notify = useNotify();
  const { data, error, refetch, isFetching } = useReadiness(propertyId);
  const missing = data?.rounds.reduce((sum, round) => sum + round.missing.length, 0) ?? 0;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(missingListText(data?.rounds ?? [], roundName));
      notify(texts.copied, { type: 'success' });
    } catch {
      notify(texts.copyFailed, { type: 'error' });
    }
  };
  const download = () =>
    downloadFile(
      `${API_URL}/property-data-room/readiness.csv?propertyId=${encodeURIComponent(propertyId)}`,
      `data-room-missing-${propertyId}.csv`,
    ).catch(() => notify(texts.downloadFailed, { type: 'error' }));
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="missing-documents-content" id="missing-documents-header">
        <Typography component="h2" variant="h6">
          {data ? `${texts.title} (${texts.count(missing)})` : texts.title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="missing-documents-content" sx={{ px: { xs: 1, sm: 2 } }}>
        {error ? (
          <LoadErrorAlert message={readinessTexts.summary.loadError} onRetry={() => void refetch()} retrying={isFetching} />
        ) : !data ? (
          <Typography variant="body2">{texts.loading}</Typography>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} disabled={missing === 0}>
                {texts.copy}
              </Button>
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()}>
                {texts.download}
              </Button>
            </Stack>
            {missing === 0 && <Typography variant="body2">{texts.nothing}</Typography>}
            {data.rounds.map((round) => (
              <RoundMissing key={round.round} round={round} />
            ))}
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
};
