import { Card, CardContent, Typography } from '@mui/material';
import { useRecordContext, useUpdate } from 'react-admin';
import type { Portfolio, PortfolioImageSlot } from '@common/api/portfolios';
import { portfolioTexts } from '../messages';
import { IMAGE_SLOTS, portfolioImageName } from '../shared/imageSlots';
import { ImageSlot, ImageSlotGrid } from '../shared/ImageSlot';
import { useSlotUpload } from '../shared/useSlotUpload';

/** One slot of a stored portfolio: the upload is saved to the portfolio at once (spec §4: 'Saving to database...'). */
const StoredSlot = ({ record, slot, label, empty }: { record: Portfolio; slot: PortfolioImageSlot; label: string; empty: string }) => {
  const [update] = useUpdate<Portfolio>();
  const upload = useSlotUpload({
    uploadName: (file) => portfolioImageName(record.id, file.name),
    // Only this slot's link: the title and description being edited stay the admin's to save.
    save: async (link) => {
      await update(
        'portfolios',
        { id: record.id, data: { [slot]: link }, previousData: record },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
    },
  });
  return <ImageSlot label={label} empty={empty} link={record[slot]} upload={upload} />;
};

/** Spec §2 'Portfolio Details': the hero image and Image 1 to Image 3, each uploaded and saved on its own. */
export const PortfolioImages = () => {
  const record = useRecordContext<Portfolio>();
  if (!record) return null;
  return (
    <Card component="section" aria-labelledby="portfolio-images" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="portfolio-images" variant="h6" component="h2" sx={{ mb: 2 }}>
          {portfolioTexts.images.section}
        </Typography>
        <ImageSlotGrid>
          {IMAGE_SLOTS.map(({ slot, label, empty }) => (
            <StoredSlot key={slot} record={record} slot={slot} label={label} empty={empty} />
          ))}
        </ImageSlotGrid>
      </CardContent>
    </Card>
  );
};
