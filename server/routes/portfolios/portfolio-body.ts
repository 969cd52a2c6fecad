import { inArray } from 'drizzle-orm';
import { PORTFOLIO_IMAGE_SLOTS, type NewPortfolioBody, type PortfolioImageSlot, type UpdatePortfolioBody } from '@common/api/portfolios';
import type { DbOrTx } from '../../db/client';
import { mediaImages } from '../../db/schema';
import { badRequest, type FieldErrors } from '../../errors';
import { ourImageId } from '@common/api/media-links';

/** The stored values of a body: trimmed texts, slot links with '' as none; absent fields are left out. */
export interface PortfolioValues extends Partial<Record<PortfolioImageSlot, string | null>> {
  title?: string;
  description?: string;
}

/**
 * Title and description are required (spec §5 'Add Portfolio'; held on edits too, so a request
 * that skips the form cannot blank them): blank after trimming is a 400 naming each such field.
 */
export function portfolioValues(body: NewPortfolioBody | UpdatePortfolioBody): PortfolioValues {
  const values: PortfolioValues = {};
  const fields: FieldErrors = {};
  for (const key of ['title', 'description'] as const) {
    const text = body[key];
    if (text === undefined) continue;
    values[key] = text.trim();
    if (!values[key]) fields[key] = 'is required';
  }
  if (Object.keys(fields).length) throw badRequest(`Invalid request: ${Object.keys(fields).join(' and ')} required`, fields);
  for (const slot of PORTFOLIO_IMAGE_SLOTS) {
    const link = body[slot];
    if (link !== undefined) values[slot] = link || null;
  }
  return values;
}

/**
 * A link of ours must name an image our endpoint really stored: a made-up id would show a
 * broken picture on the public site. Every such slot is named at once.
 */
export async function assertIssuedImages(db: DbOrTx, values: PortfolioValues): Promise<void> {
  const ours = PORTFOLIO_IMAGE_SLOTS.flatMap((slot) => {
    const id = ourImageId(values[slot] ?? '');
    return id ? [{ slot, id }] : [];
  });
  if (ours.length === 0) return;
  // Key-share locked until the commit: deleting the last media item showing one waits for it (release-media.ts).
  const found = await db
    .select({ id: mediaImages.id })
    .from(mediaImages)
    .where(
      inArray(
        mediaImages.id,
        ours.map(({ id }) => id),
      ),
    )
    .for('key share');
  const known = new Set(found.map(({ id }) => id));
  const fields: FieldErrors = {};
  for (const { slot, id } of ours) if (!known.has(id)) fields[slot] = 'is not an image our image endpoint stored';
  if (Object.keys(fields).length) throw badRequest(`Invalid request: unknown image in ${Object.keys(fields).join(', ')}`, fields);
}
