import { inboxTexts } from '../../resources/inbox/messages';

const number = new Intl.NumberFormat('en');
/** A count as the tables and summaries write it: '10,040'. */
export const formatCount = (n: number) => number.format(n);

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A UTC day ('2026-11-03') as '3 Nov', or with its year as '3 Nov 2026'. */
export const formatDay = (day: string, withYear = false) => (withYear ? longDayFormat : dayFormat).format(new Date(`${day}T00:00:00Z`));

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The largest of some named counts, for a summary's 'the most ...'. */
const largest = <T extends { count: number }>(rows: T[]) =>
  rows.reduce<T | undefined>((top, row) => (!top || row.count > top.count ? row : top), undefined);

/** The home page's figures (issue 32): not in the spec, worded like the spec's other screens. */
export const dashboardTexts = {
  region: 'Figures',
  loading: 'Loading the figures...',
  loadError: 'Failed to load the figures',
  retry: 'Retry',
  properties: 'Properties',
  status: {
    title: 'Properties by status',
    column: 'Status',
  },
  category: {
    title: 'Properties by category',
    column: 'Category',
  },
  /** 'Of 10,040 properties, the most (2,008) are For Sale.' */
  lookupSummary: (rows: { name: string; count: number }[]) => {
    const total = rows.reduce((sum, row) => sum + row.count, 0);
    const top = largest(rows);
    return total === 0 || !top
      ? 'There are no properties yet.'
      : `Of ${plural(total, 'property', 'properties')}, the most (${formatCount(top.count)}) are ${top.name}.`;
  },
  publication: {
    title: 'Published and placeholders',
    column: 'Publication',
    published: 'Published',
    unpublished: 'Not published',
    placeholders: 'Placeholders',
    summary: ({ total, published, placeholders }: { total: number; published: number; placeholders: number }) =>
      `${formatCount(published)} of ${plural(total, 'property is', 'properties are')} published; ${plural(placeholders, 'is a placeholder', 'are placeholders')}.`,
  },
  pending: {
    title: 'Waiting for a decision',
    column: 'Waiting for',
    items: 'Items',
    /** As the inbox names them. */
    kinds: inboxTexts.kinds,
    /** '5 items wait for a decision; NDA round 1 has the most (3).' */
    summary: (rows: { label: string; count: number }[]) => {
      const total = rows.reduce((sum, row) => sum + row.count, 0);
      const top = largest(rows);
      return total === 0 || !top
        ? 'Nothing waits for a decision.'
        : `${plural(total, 'item waits', 'items wait')} for a decision; ${top.label} has the most (${formatCount(top.count)}).`;
    },
  },
  activity: {
    title: 'Activity, last 90 days',
    column: 'Nature',
    entries: 'Entries',
    /** '1,234 entries from 1 Sep to 28 Nov 2026; the busiest day was 3 Nov with 120.' */
    summary: (days: { day: string; count: number }[], from: string, to: string) => {
      const total = days.reduce((sum, day) => sum + day.count, 0);
      const busiest = largest(days);
      return total === 0 || !busiest
        ? `No activity from ${formatDay(from)} to ${formatDay(to, true)}.`
        : `${plural(total, 'entry', 'entries')} from ${formatDay(from)} to ${formatDay(to, true)}; the busiest day was ${formatDay(busiest.day)} with ${formatCount(busiest.count)}.`;
    },
  },
  completeness: {
    title: 'Data room completeness',
    column: 'Checklist heading',
    withFile: 'With a published file',
    withoutFile: 'Without one',
    properties: 'Properties with the heading',
    heading: (round: number, heading: string) => `Round ${round} · ${heading}`,
    /** Beside a bar, where room is short: 'R1 · Legal'. */
    shortHeading: (round: number, heading: string) => `R${round} · ${heading}`,
    summary: (rows: { properties: number; withPublishedFile: number }[]) => {
      const headings = rows.reduce((sum, row) => sum + row.properties, 0);
      const filled = rows.reduce((sum, row) => sum + row.withPublishedFile, 0);
      return headings === 0
        ? 'No data room has been built yet.'
        : `${Math.round((filled / headings) * 100)} % of the checklist headings in the properties' data rooms have a published file under them (${formatCount(filled)} of ${formatCount(headings)}).`;
    },
  },
} as const;
