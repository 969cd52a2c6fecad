import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useRecordContext, useRefresh, type Identifier } from 'react-admin';
import { signedDocUrlProblem } from '@common/api/signed-doc-url';
import { useCan } from '../../auth/useCan';
import type { AppDataProvider } from '../../dataProviderTypes';
import { vaultTexts } from './messages';
import { SlotForm, VaultSlotCard } from './VaultSlotCard';
import { editConflictOf, failureText } from '../../components/edit-conflict/editConflict';

const texts = vaultTexts.ndaLink;

/**
 * The Vault tab's 'NDA Link' (spec §5 'NDA link'): where buyers sign the NDA. The link is
 * checked here as the server checks it (an absolute http(s) address), and the current one is
 * shown and opens in a new tab. What was typed stays after a failure. Support staff see the
 * current link only.
 */
export const NdaLinkCard = ({ propertyId }: { propertyId: Identifier }) => {
  const record = useRecordContext<{ id: Identifier; signedDocUrl?: string | null; version?: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data: identity } = useGetIdentity();
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (signedDocUrl: string) =>
      dataProvider.setSignedDocUrl(
        { params: { id: Number(propertyId) }, body: { signedDocUrl, ...(identity?.id != null && { userId: Number(identity.id) }) } },
        { ifMatch: record?.version },
      ),
    onSuccess: () => {
      notify(texts.saved, { type: 'success' });
      setLink('');
      refresh();
    },
    onError: (error) => {
      notify(failureText(error, texts.failed), { type: 'error' });
      // Another admin set the link meanwhile: theirs shows, what was typed stays.
      if (editConflictOf(error)) refresh();
    },
  });
  const current = record?.signedDocUrl;
  const canEdit = useCan('edit');

  return (
    <VaultSlotCard title={vaultTexts.slots.ndaLink}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {current ? texts.current : texts.none}
          </Typography>
          {current && (
            <Link href={current} target="_blank" rel="noopener noreferrer" title={texts.open} sx={{ overflowWrap: 'anywhere' }}>
              {current} <OpenInNewIcon fontSize="inherit" sx={{ verticalAlign: 'middle' }} />
            </Link>
          )}
        </Box>
        {canEdit && (
          <SlotForm
            busy={save.isPending}
            texts={texts}
            onSubmit={() => {
              const trimmed = link.trim();
              const found = trimmed === '' ? texts.required : signedDocUrlProblem(trimmed);
              setProblem(found ? (trimmed === '' ? found : texts.invalid(found)) : null);
              if (!found) save.mutate(trimmed);
            }}
          >
            <TextField
              label={texts.label}
              type="url"
              size="small"
              fullWidth
              value={link}
              onChange={(event) => {
                setLink(event.target.value);
                setProblem(null);
              }}
              error={problem !== null}
              helperText={problem ?? texts.hint}
              disabled={save.isPending}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </SlotForm>
        )}
      </Stack>
    </VaultSlotCard>
  );
};
