import { idInQuery } from '../../resources/resourceApi';
import type { AppResource } from '../../resources/types';
import { resourceNames } from '../../resources/resourceNames';

/**
 * A property's information blocks (spec §7 'Content items'). No screen of its own: the
 * Information tab of the property details reads and writes them through this resource.
 * `getList` with `filter: { propertyId }` reads one property's blocks in display order.
 */
export const propertyContentItems: AppResource = {
  name: 'property-content-items',
  api: {
    path: '/property-content-items',
    updatePath: idInQuery('/property-content-items/update'),
    errors: {
      getList: 'Failed to load content items',
      create: 'Failed to add content. Please try again.',
      update: 'Failed to update content. Please try again.',
      delete: 'Failed to delete content. Please try again.',
    },
  },
  messages: resourceNames('property-content-items', 'content item', 'content items'),
};
