import { resourceNames } from '../resourceNames';

/**
 * Texts shared by the property screens. Spec texts (§2, §8) are verbatim. Each screen's own
 * texts live beside it (list/, create/, details/).
 */
export const propertyTexts = {
  loadError: 'Failed to load properties',
  detailLoadError: 'Failed to load property details',
  createError: 'Failed to create property. Please try again.',
  updateError: 'Failed to update property. Please try again.',
  loading: 'Loading properties...',
  /** Column and flag labels shared by the two property tables (spec §2). */
  labels: {
    reference: 'Ref',
    name: 'Property Name',
    category: 'Category',
    status: 'Status',
    isActive: 'Published',
    isDiscrete: 'Discrete List',
    isFeatured: 'Carousel Featured',
    isListable: 'Public Listing',
    /** A filter only: the home page's placeholder figure opens the list filtered by it. */
    isPlaceholder: 'Placeholder',
  },
  yes: 'Yes',
  no: 'No',
} as const;

export const propertyMessages = resourceNames('properties', 'property', 'properties');
