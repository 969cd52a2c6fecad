/**
 * Texts shared by the seller and agency screens. Spec texts (§2, §5, §8) are verbatim; each
 * resource's own texts live in its folder's messages.ts.
 */
export const organisationTexts = {
  labels: {
    id: 'ID',
    contactPerson: 'Contact Person',
    contactNumber: 'Contact Number',
    emailAddress: 'Email Address',
    description: 'Description',
    isActive: 'Active',
    status: 'Status',
  },
  status: { active: 'Active', inactive: 'Inactive', any: 'Any' },
  invalidEmail: 'Please enter a valid email address',
  fillAllFields: 'Please fill in all fields',
  noDescription: 'No description',
  search: 'Search',
  export: 'Export',
  save: 'Save',
  saving: 'Saving...',
} as const;
