import type { PortfolioImageSlot } from '@common/api/portfolios';
import { useInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { portfolioTexts } from '../messages';
import { portfolioImageName } from '../shared/imageSlots';
import { ImageSlot } from '../shared/ImageSlot';
import { useSlotUpload } from '../shared/useSlotUpload';

/**
 * A slot of Add Portfolio: the upload's link becomes the form's value, sent with Create
 * Portfolio. Upload is disabled once the slot has a link (spec §2); Remove clears it, so
 * another picture can go there. A file chosen but not uploaded holds Create Portfolio back
 * with a word (a field of its own that only validates), rather than being left out unsaid.
 */
export const NewImageSlot = ({ slot, label, empty }: { slot: PortfolioImageSlot; label: string; empty: string }) => {
  const { setValue } = useFormContext();
  const link = useWatch({ name: slot }) as string | null | undefined;
  const upload = useSlotUpload({ uploadName: (file) => portfolioImageName(Date.now(), file.name) });
  const { fieldState } = useInput({
    source: `${slot}NotUploaded`,
    validate: () => (upload.file && !link ? portfolioTexts.images.notUploaded : undefined),
  });
  const uploadAndKeep = {
    ...upload,
    upload: async () => {
      const uploaded = await upload.upload();
      if (uploaded) setValue(slot, uploaded, { shouldDirty: true });
      return uploaded;
    },
  };
  return (
    <ImageSlot
      label={label}
      empty={empty}
      link={link}
      upload={uploadAndKeep}
      locked={Boolean(link)}
      onRemove={() => setValue(slot, null, { shouldDirty: true })}
      error={fieldState.error && upload.file ? portfolioTexts.images.notUploaded : undefined}
    />
  );
};
