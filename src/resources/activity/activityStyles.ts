/**
 * The Activity Log's display rules (spec §2 'Activity Log'), as pure functions so each rule is
 * tested on its own. Components only map their results to colours and styles.
 */

/** The natures the spec styles; anything else is 'default'. */
const NATURE_CATEGORIES = ['property details viewed', 'property enquiry', 'investment enquiry', 'self registration'] as const;
export type NatureCategory = (typeof NATURE_CATEGORIES)[number] | 'default';

export type StatusStyle = 'information' | 'wip' | 'default';

const normalise = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** Spec: the category style applies case-insensitively ('Property Enquiry', ' property enquiry '). */
export function natureCategory(nature: string | null | undefined): NatureCategory {
  const wanted = normalise(nature);
  return NATURE_CATEGORIES.find((category) => category === wanted) ?? 'default';
}

export function statusStyle(status: string | null | undefined): StatusStyle {
  const wanted = normalise(status);
  return wanted === 'information' || wanted === 'wip' ? wanted : 'default';
}

const isEmpty = (text: string | null | undefined) => !text?.trim();
const orDash = (text: string | null | undefined) => text?.trim() || '-';

/** The last 12 characters of the personalise reference in square brackets, or '-' without one. */
export function personaliseLabel(reference: string | null | undefined): string {
  const trimmed = reference?.trim();
  return trimmed ? `[${trimmed.slice(-12)}]` : '-';
}

export interface NameCells {
  addedBy: string;
  user: string;
  /** Both cells stand in for someone the log cannot name: shown dimmed and italic. */
  anonymous: boolean;
}

/**
 * Spec: if the added-by name or the user name is empty, both cells show the personalise
 * reference instead, so a half-known visitor entry never reads as if it were fully attributed.
 * That rule is for the site's visitors. An audit entry is an admin's change: it always names
 * the admin under Added By, and the User cell names the person it concerns, or a dash.
 */
export function nameCells(entry: {
  source: 'visitor' | 'audit';
  addedByName?: string | null;
  userName?: string | null;
  personaliseReference?: string | null;
}): NameCells {
  if (entry.source === 'audit') return { addedBy: orDash(entry.addedByName), user: orDash(entry.userName), anonymous: false };
  if (isEmpty(entry.addedByName) || isEmpty(entry.userName)) {
    const label = personaliseLabel(entry.personaliseReference);
    return { addedBy: label, user: label, anonymous: true };
  }
  return { addedBy: entry.addedByName!.trim(), user: entry.userName!.trim(), anonymous: false };
}

/** Spec: the property title, or a dash. */
export function propertyLabel(title: string | null | undefined): string {
  return orDash(title);
}
