/**
 * The data-room tabs' texts. Spec texts (§8 'Load failures', §4 'No reason provided', the round
 * names of §2 'Manage Datarooms tab') are verbatim; the rest reads like the app's other tabs.
 */
export const dataRoomTexts = {
  rounds: {
    1: { name: 'Round 1 - Virtual Data Room', loadError: 'Failed to load property data room items', tree: 'Virtual data room' },
    2: { name: 'Round 2 - Due Diligence', loadError: 'Failed to load due diligence data room items', tree: 'Due diligence data room' },
  },
  loading: 'Loading data room...',
  notBuilt: 'The data room of this property has not been built yet.',
  notBuiltHint: 'Choose a dataroom checklist on the',
  vaultTab: 'Vault tab',
  notBuiltHintEnd: 'to build it.',
  nothingVisible: 'Nothing in this round is visible yet.',
  filter: 'Filter headings and files',
  noMatch: (filter: string) => `No heading or file matches '${filter}'.`,
  progress: ({ done, required }: { done: number; required: number }) => `${done} / ${required} published`,
  progressLabel: ({ done, required }: { done: number; required: number }) => `${done} of ${required} required documents published`,
  file: {
    states: { published: 'Published', rejected: 'Rejected', pending: 'Pending review' },
    noReason: 'No reason provided',
    open: (name: string) => `Preview ${name}`,
    download: 'Download',
    close: 'Close',
    noPreview: 'This type of file cannot be shown here. Download it to open it.',
    previewFrame: (name: string) => `Preview of ${name}`,
  },
  extDd: {
    loadError: 'Failed to load external due diligence data room items',
    loading: 'Loading external due diligence requests...',
    empty: 'No external due diligence requests have been made for this property.',
    list: 'External due diligence requests',
    kinds: { file: 'Document request', text: 'Information request' },
    filter: 'Filter requests',
    kindFilter: 'Kind of request',
    kindOptions: { all: 'All', file: 'Documents', text: 'Information' },
    noMatch: 'No request matches these filters.',
    requested: (who: string | null, when: string) => (who ? `Requested by ${who} on ${when}` : `Requested on ${when}`),
    answered: (who: string | null, when: string) => (who ? `Answered by ${who} on ${when}` : `Answered on ${when}`),
  },
  /** Issue 33 'View as buyer': the round as one buyer is entitled to it. */
  asBuyer: {
    label: 'View as buyer',
    loading: 'Loading what the buyer sees...',
    loadError: "Failed to load the buyer's view. Please try again.",
    withheld: (round: 1 | 2, buyer: string) => `Round ${round} is withheld from ${buyer}:`,
    reasons: {
      'property-unpublished': () => 'the property is not published.',
      'discrete-no-access': (buyer: string) => `the property is discrete and ${buyer} has no discrete access.`,
      'nda-none': (buyer: string) => `${buyer} has no NDA for this property.`,
      'nda-pending': (buyer: string, round: 1 | 2) => `${buyer}'s NDA is still pending for round ${round}.`,
      'nda-rejected': (buyer: string, round: 1 | 2) => `${buyer}'s NDA is rejected for round ${round}.`,
    },
    leftOut: (buyer: string, unpublished: number, hidden: number) =>
      unpublished + hidden === 0
        ? `${buyer} sees the whole round.`
        : `${buyer} sees the round as shown: ${[
            unpublished && `${unpublished} unpublished ${unpublished === 1 ? 'file is' : 'files are'}`,
            hidden && `${hidden} hidden ${hidden === 1 ? 'item is' : 'items are'}`,
          ]
            .filter(Boolean)
            .join(' and ')} left out.`,
    noRequests: (buyer: string) => `${buyer} has raised no request under a heading they see.`,
  },
} as const;
