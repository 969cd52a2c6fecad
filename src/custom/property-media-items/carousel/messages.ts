/** The image carousel's texts (spec §2 'Image carousel' and §8 verbatim where the spec gives them). */
export const carouselTexts = {
  label: 'Property images',
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  slideLabel: (n: number, count: number) => `${n} of ${count}`,
  status: (n: number, count: number) => `Image ${n} of ${count}`,
  imageAlt: (title: string, n: number, count: number) => `${title}, image ${n} of ${count}`,
  previous: 'Previous image',
  next: 'Next image',
  goTo: (n: number, count: number) => `Show image ${n} of ${count}`,
  empty: 'No images available',
  notNear: 'Loading...',
  listLoading: 'Loading images...',
  loadError: 'Failed to load property media items',
} as const;
