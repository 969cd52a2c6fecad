import { MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, type Identifier } from 'react-admin';
import type { ChecklistName } from '@common/api/data-rooms';
import { useCan } from '../../auth/useCan';
import { vaultTexts } from './messages';
import { useBuildDataRoom } from './useBuildDataRoom';
import { SlotForm, VaultSlotCard } from './VaultSlotCard';

const texts = vaultTexts.checklist;
const CHECKLISTS = Object.keys(texts.options) as ChecklistName[];

/**
 * The Vault tab's 'Dataroom Checklist' slot (spec §4, §5): while none is set, choose Office or
 * Hospitality and submit to build the data room; once set, the checklist shown read-only.
 * Support staff, who build nothing, read that none is chosen yet.
 */
export const ChecklistCard = ({ propertyId }: { propertyId: Identifier }) => {
  const record = useRecordContext<{ id: Identifier; checklist: string | null }>();
  const [choice, setChoice] = useState<ChecklistName | ''>('');
  const [error, setError] = useState(false);
  // Building cannot be taken back (the checklist is fixed for good), so Submit asks first.
  const [confirming, setConfirming] = useState(false);
  const build = useBuildDataRoom(propertyId);
  // Still busy after a success, until the reloaded property shows the checklist read-only.
  const busy = build.isPending || build.isSuccess;
  const canBuild = useCan('create');

  if (record?.checklist) {
    return (
      <VaultSlotCard title={vaultTexts.slots.checklist}>
        <Typography variant="body2" color="text.secondary">
          {texts.current}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{record.checklist}</Typography>
      </VaultSlotCard>
    );
  }

  if (!canBuild) {
    return (
      <VaultSlotCard title={vaultTexts.slots.checklist}>
        <Typography variant="body2" color="text.secondary">
          {texts.none}
        </Typography>
      </VaultSlotCard>
    );
  }

  return (
    <VaultSlotCard title={vaultTexts.slots.checklist}>
      <SlotForm
        busy={busy}
        texts={texts}
        onSubmit={() => {
          if (!choice) return setError(true);
          setConfirming(true);
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {texts.hint}
        </Typography>
        <TextField
          select
          label={texts.label}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value as ChecklistName);
            setError(false);
          }}
          error={error}
          helperText={error ? texts.required : ' '}
          disabled={busy}
          size="small"
          sx={{ minWidth: 240 }}
        >
          {CHECKLISTS.map((name) => (
            <MenuItem key={name} value={name}>
              {texts.options[name]}
            </MenuItem>
          ))}
        </TextField>
      </SlotForm>
      <Confirm
        isOpen={confirming && choice !== ''}
        loading={build.isPending}
        title={choice ? texts.confirmTitle(texts.options[choice]) : ''}
        content={texts.confirmContent}
        confirm={texts.confirm}
        confirmColor="warning"
        onConfirm={() => choice && build.mutate(choice, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </VaultSlotCard>
  );
};
