/**
 * Compares text the way the API sorts it (ICU's root collation, server/lib/natural-order.ts):
 * what a test expects a sorted list to be.
 */
export const byReadingOrder = new Intl.Collator('und').compare;
