/** The user screens' texts; spec texts (§2, §5, §8) verbatim. */
export const userTexts = {
  loadError: 'Failed to load users. Please try again later.',
  detailLoadError: 'Failed to load user details',
  createError: 'Failed to create user. Please try again.',
  updateError: 'Failed to update user. Please try again.',
} as const;

/** Merged into the i18n messages: the resource's name in react-admin's own sentences. */
export const userMessages = {
  resources: { users: { name: 'user |||| users' } },
};
