import { Alert, LinearProgress, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetIdentity, useNotify, type Identifier } from 'react-admin';
import { FileDropZone } from '../../components/upload/FileDropZone';
import { postUpload } from '../../components/upload/postForm';
import type { NdaRegisterEntry } from '@common/api/nda-register';
import type { BuyerOption } from '@common/api/users';
import { BuyerPicker, buyerName } from './BuyerPicker';
import { vaultTexts } from './messages';
import { ndaKey } from './useNdaRegister';
import { SlotForm, VaultSlotCard } from './VaultSlotCard';
import { failureText } from '../../components/edit-conflict/editConflict';

const texts = vaultTexts.customNda;
/**
 * The Vault tab's 'Custom NDA' (spec §5): a buyer chosen with the buyer search and a signed NDA
 * file, uploaded with a progress bar; the entry then shows among the NDA Signatories.
 */
export const CustomNdaCard = ({ propertyId }: { propertyId: Identifier }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: identity } = useGetIdentity();
  const [buyer, setBuyer] = useState<BuyerOption | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    mutationFn: ({ chosen, nda }: { chosen: BuyerOption; nda: File }) =>
      // Spec §7 POST /ndaregister/upload; the server takes the admin from the session and judges the file by its bytes.
      postUpload<NdaRegisterEntry>(
        '/ndaregister/upload',
        { adminuserid: identity?.id ?? undefined, userid: chosen.id, propertyid: Number(propertyId) },
        { field: 'file', file: nda },
        setProgress,
      ),
    onMutate: () => setProgress(0),
    onSuccess: (_entry, { chosen }) => {
      notify(texts.done(buyerName(chosen)), { type: 'success' });
      setBuyer(null);
      setFile(null);
      void queryClient.invalidateQueries({ queryKey: ndaKey(propertyId) });
    },
  });

  const failure = upload.isError ? failureText(upload.error, texts.failed) : undefined;
  return (
    <VaultSlotCard title={vaultTexts.slots.customNda}>
      <SlotForm
        wide
        busy={upload.isPending}
        texts={texts}
        onSubmit={() => {
          setMissing(!buyer ? texts.userRequired : !file ? texts.fileRequired : null);
          if (buyer && file) upload.mutate({ chosen: buyer, nda: file });
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {texts.hint}
        </Typography>
        <BuyerPicker
          value={buyer}
          onChange={(chosen) => {
            setBuyer(chosen);
            setMissing(null);
          }}
          disabled={upload.isPending}
        />
        <FileDropZone
          hint={texts.dropHint}
          choose={texts.file}
          multiple={false}
          disabled={upload.isPending}
          kind="nda"
          onFiles={([chosen]) => {
            setFile(chosen);
            setMissing(null);
          }}
          onRefused={(names) => notify(texts.wrongType(names.join(', ')), { type: 'warning' })}
          dense
        />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file ? file.name : texts.noFile}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            ({texts.fileHint})
          </Typography>
        </Typography>
        {upload.isPending && <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={texts.submitting} />}
        {missing && <Alert severity="warning">{missing}</Alert>}
        {failure && (
          <Alert severity="error">
            {failure}
            {/* A failure a retry may mend keeps the spec's words, with the server's reason under them. */}
            {failure === texts.failed && upload.error?.message && !upload.error.message.startsWith('HTTP error') && (
              <Typography variant="caption" component="div">
                {upload.error.message}
              </Typography>
            )}
          </Alert>
        )}
      </SlotForm>
    </VaultSlotCard>
  );
};
