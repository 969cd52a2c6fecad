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
} as const;
