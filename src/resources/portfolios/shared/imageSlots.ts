import type { PortfolioImageSlot } from '@common/api/portfolios';
import { portfolioTexts } from '../messages';

const texts = portfolioTexts.images;

/** Spec §9 'Portfolio images': the hero, then Image 1 to Image 3, each with what it says while empty. */
export const IMAGE_SLOTS: { slot: PortfolioImageSlot; label: string; empty: string }[] = [
  { slot: 'heroImageLink', label: texts.hero, empty: texts.noHero },
  { slot: 'image1Link', label: texts.gallery(1), empty: texts.noImage },
  { slot: 'image2Link', label: texts.gallery(2), empty: texts.noImage },
  { slot: 'image3Link', label: texts.gallery(3), empty: texts.noImage },
];

/**
 * Spec §7: an uploaded portfolio image is renamed with a prefix and the portfolio id (details)
 * or a timestamp (add, before the portfolio exists); the original name follows, so the stored
 * original still says what it was.
 */
export const portfolioImageName = (idOrTimestamp: number, originalName: string) => `portfolio-${idOrTimestamp}-${originalName}`;
