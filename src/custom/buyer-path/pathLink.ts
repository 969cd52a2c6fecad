import type { PathEvent } from '@common/api/buyer-path';
import { markedRowPath } from '../../components/highlight';

/**
 * Where an event of a buyer's path happened: the public site's views and enquiries in the
 * Activity Log (the property's entries of this buyer), the NDA and the grants in the property's
 * Vault and a request in its External Due Diligence tab, the row marked.
 */
export function pathLink(event: PathEvent, propertyId: number, buyerId: number): string {
  switch (event.kind) {
    case 'view':
    case 'enquiry':
      return `/activity-log?filter=${encodeURIComponent(JSON.stringify({ propertyId, userId: buyerId }))}`;
    case 'nda-upload':
    case 'nda-decision':
      return markedRowPath(propertyId, 'vault', 'nda', event.itemId);
    case 'discrete-granted':
    case 'discrete-removed':
      return markedRowPath(propertyId, 'vault', 'discrete', event.itemId);
    case 'request':
      return markedRowPath(propertyId, 'external-due-diligence', 'request', event.itemId);
  }
}
