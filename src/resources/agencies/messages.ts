import { resourceNames } from '../resourceNames';

/** The agency screens' texts; spec texts (§2, §8) verbatim. */
export const agencyTexts = {
  loadError: 'Failed to load agencies. Please try again later.',
  detailLoadError: 'Failed to load agency details',
  updateError: 'Failed to update agency. Please try again.',
  notFound: 'Agency not found',
  updated: 'Agency updated successfully!',
  // The spec's old system had no Add Agency form: these follow the sellers' wording.
  createError: 'Failed to create agency. Please try again.',
  created: 'Agency created successfully!',
  create: 'Create Agency',
  creating: 'Creating Agency...',
  listTitle: 'Manage Agencies',
  detailsTitle: 'Agency Details',
  createTitle: 'Add Agency',
  backToList: 'Back to Agencies',
  loading: 'Loading agencies...',
  empty: 'No agencies yet',
  columns: {
    agencyName: 'Agency Name',
    contactNumber: 'Contact Number',
    email: 'Email',
  },
} as const;

export const agencyMessages = resourceNames('agencies', 'agency', 'agencies');
