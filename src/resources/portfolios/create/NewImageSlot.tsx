import type { PortfolioImageSlot } from '@common/api/portfolios';
import { useFormContext, useWatch } from 'react-hook-form';
import { portfolioImageName } from '../shared/imageSlots';
import { ImageSlot } from '../shared/ImageSlot';
import { useSlotUpload } from '../shared/useSlotUpload';

/**
 * A slot of Add Portfolio: the upload's link becomes the form's value, sent with Create
 * Portfolio. Upload is disabled once the slot has a link (spec §2); Remove clears it, so
 * another picture can go there.
 */
export const NewImageSlot = ({ slot, label, empty }: { slot: PortfolioImageSlot; label: string; empty: string }) => {
  const { setValue } = useFormContext();
  const link = useWatch({ name: slot }) as string | null | undefined;
  const upload = useSlotUpload({ uploadName: (file) => portfolioImageName(Date.now(), file.name) });
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
    />
  );
};
