/** The History panel's texts (issue 33 'Each record's history'). */
export const historyTexts = {
  button: 'History',
  title: 'History',
  close: 'Close history',
  loadMore: 'Load more',
  openInActivityLog: 'Open in Activity Log',
  empty: 'No changes recorded yet.',
  loadError: 'Failed to load the history',
  download: 'Download',
  by: (name: string | null) => `by ${name ?? 'a removed admin'}`,
} as const;
