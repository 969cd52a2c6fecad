/** Issue 33 'Readiness': its texts on Manage Properties, the Summary tab and Manage Datarooms. */
export const readinessTexts = {
  column: 'Readiness',
  noDataRoom: 'No data room',
  /** What a bar says to a screen reader. */
  published: (done: number, required: number) => `${done} of ${required} expected documents published`,
  filter: { complete: 'Complete', incomplete: 'Documents missing', none: 'No data room' },
  summary: {
    title: 'Data room readiness',
    loadError: 'Failed to load the data room readiness',
  },
  missing: {
    title: 'What is missing',
    count: (n: number) => (n === 1 ? '1 document' : `${n} documents`),
    nothing: 'Every expected document is published.',
    nothingInRound: 'Nothing missing.',
    listOf: (round: string) => `Missing from ${round}`,
    copy: 'Copy list',
    copied: 'List copied',
    copyFailed: 'Could not copy the list',
    download: 'Download CSV',
    downloadFailed: 'Failed to download the list',
    loading: 'Loading what is missing...',
  },
} as const;
