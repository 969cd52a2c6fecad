/** The agency screens' texts; spec texts (§2, §8) verbatim. */
export const agencyTexts = {
  loadError: 'Failed to load agencies. Please try again later.',
  detailLoadError: 'Failed to load agency details',
  updateError: 'Failed to update agency. Please try again.',
} as const;

/** Merged into the i18n messages: the resource's name in react-admin's own sentences. */
export const agencyMessages = {
  resources: { agencies: { name: 'agency |||| agencies' } },
};
