import type { AppResource } from '../../resources/types';
import { resourceNames } from '../../resources/resourceNames';

/**
 * A property's images and videos (spec §7 'Media items'). No screen of its own: the Media tab of
 * the property details reads and adds them through this resource; publishing and moving are
 * the data provider's `toggleMediaItem` and `reorderMediaItem`. `getList` with
 * `filter: { propertyId }` reads one property's items in display order.
 */
export const propertyMediaItems: AppResource = {
  name: 'property-media-items',
  api: {
    path: '/property-media-items',
    // No message for create: the forms show the server's reason ('Failed to save to database: ...').
    errors: { getList: 'Failed to load property media items' },
  },
  messages: resourceNames('property-media-items', 'media item', 'media items'),
};
