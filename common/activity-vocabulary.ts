/**
 * What the activity log knows. Visitor natures come from the public site; the first four are
 * the categories the spec styles. Statuses: the spec styles 'information' and 'wip'.
 */
export const VISITOR_NATURES = [
  'Property Details Viewed',
  'Property Enquiry',
  'Investment Enquiry',
  'Self Registration',
  'NDA Signed',
  'Document Downloaded',
  'Data Room Opened',
] as const;

export const ACTIVITY_STATUSES = ['Information', 'WIP', 'Closed'] as const;

/** Nature of every audit entry: an administrator changed something through the API. */
export const AUDIT_NATURE = 'Admin Change';

/** The canonical spelling of a known nature or status, whatever its case. */
export function canonical<T extends string>(known: readonly T[], value: string): T | undefined {
  const wanted = value.trim().toLowerCase();
  return known.find((k) => k.toLowerCase() === wanted);
}
