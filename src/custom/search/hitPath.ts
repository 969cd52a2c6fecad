import type { SearchHit } from '@common/api/search';

/**
 * Where a hit opens: the record's own screen; a data room file in its property's Manage
 * Datarooms tab, where it is reviewed.
 */
export function hitPath(hit: SearchHit): string {
  switch (hit.kind) {
    case 'properties':
      return `/properties/${hit.id}`;
    case 'users':
      return `/users/${hit.id}`;
    case 'sellers':
      return `/sellers/${hit.id}`;
    case 'agencies':
      return `/agencies/${hit.id}`;
    case 'portfolios':
      return `/portfolios/${hit.id}`;
    case 'files':
      return `/properties/${hit.propertyId}/manage-datarooms`;
  }
}
