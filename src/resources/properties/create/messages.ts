/** Texts of the Add New Property screen (spec §2). */
export const createTexts = {
  title: 'Add New Property',
  // The spec shows no wording for this success; it follows the sellers' and portfolios' alerts.
  created: 'Property created successfully!',
} as const;
