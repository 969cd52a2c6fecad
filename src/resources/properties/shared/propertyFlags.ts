import { propertyTexts } from '../messages';

export type PropertyFlag = 'isFeatured' | 'isListable' | 'isDiscrete' | 'isActive';

/**
 * Spec §2: the four property flags in the Summary's and the Headers form's order, with the
 * text beside each checkbox of the Headers form (verbatim).
 */
export const propertyFlags: { source: PropertyFlag; label: string; checkboxText: string }[] = [
  { source: 'isFeatured', label: propertyTexts.labels.isFeatured, checkboxText: 'Mark as featured property' },
  { source: 'isListable', label: propertyTexts.labels.isListable, checkboxText: 'Available for listing' },
  { source: 'isDiscrete', label: propertyTexts.labels.isDiscrete, checkboxText: 'Discrete listing' },
  { source: 'isActive', label: propertyTexts.labels.isActive, checkboxText: 'Property is active' },
];
