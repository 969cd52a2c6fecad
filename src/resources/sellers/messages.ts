/** The seller screens' texts; spec texts (§2, §5, §8) verbatim. */
export const sellerTexts = {
  loadError: 'Failed to load sellers. Please try again later.',
  detailLoadError: 'Failed to load seller details',
  createError: 'Failed to create seller. Please try again.',
} as const;

/** Merged into the i18n messages: the resource's name in react-admin's own sentences. */
export const sellerMessages = {
  resources: { sellers: { name: 'seller |||| sellers' } },
};
