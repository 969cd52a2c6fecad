import { resourceNames } from '../resourceNames';

/** The seller screens' texts; spec texts (§2, §5, §8) verbatim. */
export const sellerTexts = {
  loadError: 'Failed to load sellers. Please try again later.',
  detailLoadError: 'Failed to load seller details',
  createError: 'Failed to create seller. Please try again.',
  notFound: 'Seller not found',
  updated: 'Seller updated successfully!',
  created: 'Seller created successfully!',
  updateFailed: {
    network: 'Network error: Unable to connect to the server. Please check your connection and try again.',
    server: 'Server error: The server encountered an internal error. Please try again in a moment.',
    other: (message: string) => `Failed to update seller: ${message}`,
  },
  listTitle: 'Manage Sellers',
  detailsTitle: 'Seller Details',
  createTitle: 'Add Seller',
  create: 'Create Seller',
  creating: 'Creating Seller...',
  backToList: 'Back to Sellers',
  loading: 'Loading sellers...',
  empty: 'No sellers yet',
  columns: {
    companyName: 'Company Name',
    email: 'Email',
    phone: 'Phone',
  },
} as const;

export const sellerMessages = resourceNames('sellers', 'seller', 'sellers');
