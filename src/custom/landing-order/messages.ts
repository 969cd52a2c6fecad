/** The Re-order Landing Page screen's texts (spec §2, §8 verbatim); shared ones are in the properties' messages. */
export const landingOrderTexts = {
  title: 'Re-order Landing Page',
  hint: 'Drag a row by its handle, or focus the handle and use Space and the arrow keys, to move a property on the landing page.',
  displayOrder: 'Display Order',
  dragHandle: 'Drag',
  moveHandle: (title: string) => `Move ${title}`,
  reorderError: 'Failed to reorder property. Please try again.',
  empty: 'No properties to order yet',
} as const;
