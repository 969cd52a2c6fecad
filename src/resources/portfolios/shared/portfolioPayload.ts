import { PORTFOLIO_IMAGE_SLOTS } from '@common/api/portfolios';

/**
 * The body of a save (spec §7: userId, title, description and the image links). The details
 * screen sends only title and description: each image slot saves its own link, and the form's
 * copy of the links may be older than the slot's upload.
 */
export function portfolioPayload(values: Record<string, unknown>, userId: number | undefined, withImages: boolean) {
  const body: Record<string, unknown> = { userId, title: values.title ?? '', description: values.description ?? '' };
  if (withImages) for (const slot of PORTFOLIO_IMAGE_SLOTS) body[slot] = values[slot] ?? null;
  return body;
}
