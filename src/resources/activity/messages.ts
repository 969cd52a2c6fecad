import { resourceNames } from '../resourceNames';

/** The Activity Log's texts. Spec texts (§2 columns, §8 load failure) are verbatim. */
export const activityTexts = {
  title: 'Activity Log',
  columns: {
    date: 'Date',
    nature: 'Nature',
    status: 'Status',
    property: 'Property',
    addedBy: 'Added By',
    user: 'User',
    comments: 'Comments',
  },
  loadError: 'Failed to load activity log',
  empty: 'No activity yet',
  export: 'Export',
  filters: {
    q: 'Search',
    from: 'From',
    to: 'To',
    nature: 'Nature',
    status: 'Status',
    propertyId: 'Property',
    source: 'Source',
  },
  sources: { visitor: 'Visitor', audit: 'Admin changes' },
  /** Under 'To', and in place of the table, when the days are the wrong way round. */
  toBeforeFrom: "Choose a day on or after 'From'",
  datesReversed: "'To' is before 'From', so no entry can match. Choose a 'To' day on or after the 'From' day.",
  showChanges: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`,
  anonymousHint: (reference: string | null | undefined) =>
    reference ? `Personalise reference ${reference}` : 'No name and no personalise reference',
} as const;

export const activityMessages = resourceNames('activity', 'activity entry', 'activity entries');
