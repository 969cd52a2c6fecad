import { Box, Typography } from '@mui/material';
import { CreateScreen } from '../../../components/details/CreateScreen';
import { portfolioTexts } from '../messages';
import { IMAGE_SLOTS } from '../shared/imageSlots';
import { ImageSlotGrid } from '../shared/ImageSlot';
import { portfolioPayload } from '../shared/portfolioPayload';
import { PortfolioForm } from '../shared/PortfolioForm';
import { NewImageSlot } from './NewImageSlot';

const payload = (values: Record<string, unknown>, userId?: number) => portfolioPayload(values, userId, true);

/**
 * Spec §2, §5 'Add Portfolio' at '/add-portfolio': title and description required, the four
 * pictures optional, each uploaded on its own before Create Portfolio; then the new portfolio's
 * details, where its properties are added.
 */
export const PortfolioCreate = () => (
  <CreateScreen
    title={portfolioTexts.createTitle}
    texts={{ created: portfolioTexts.created, failed: portfolioTexts.createError }}
    next={(created) => `/portfolios/${created.id}`}
    transform={payload}
  >
    <PortfolioForm submit={{ label: portfolioTexts.create, busyLabel: portfolioTexts.creating }} descriptionRows={4} required>
      <Box sx={{ width: '100%' }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {portfolioTexts.images.section}
        </Typography>
        <ImageSlotGrid>
          {IMAGE_SLOTS.map(({ slot, label, empty }) => (
            <NewImageSlot key={slot} slot={slot} label={label} empty={empty} />
          ))}
        </ImageSlotGrid>
      </Box>
    </PortfolioForm>
  </CreateScreen>
);
