import type { PathKind } from '@common/api/buyer-path';

/** The buyer's path on their user screen (issue 33 'A buyer's path'). */
export const buyerPathTexts = {
  title: 'Path',
  intro: 'What this buyer did on each property, oldest first.',
  property: 'Property',
  kind: 'Kind',
  all: 'All',
  empty: 'No activity on any property yet.',
  noneMatch: 'Nothing matches these filters.',
  loadError: "Failed to load the buyer's path",
  round: (round: number) => `Round ${round}`,
  kinds: {
    view: 'Viewed',
    enquiry: 'Enquiry',
    'nda-upload': 'NDA uploaded',
    'nda-decision': 'NDA decision',
    'discrete-granted': 'Discrete access granted',
    'discrete-removed': 'Discrete access removed',
    request: 'Due-diligence request',
  } satisfies Record<PathKind, string>,
} as const;
