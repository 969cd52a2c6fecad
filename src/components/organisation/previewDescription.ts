import { organisationTexts } from './messages';

/** Spec §9: the seller list's Description column shows 50 characters. */
const DESCRIPTION_PREVIEW = 50;

/**
 * Spec §2 'Manage Sellers': a description longer than 50 characters is cut there and gets an
 * ellipsis; no description reads 'No description'.
 */
export function previewDescription(text: string | null | undefined, max = DESCRIPTION_PREVIEW): string {
  if (!text?.trim()) return organisationTexts.noDescription;
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
