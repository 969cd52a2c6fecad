import type { SortPayload } from 'react-admin';

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** `?sort=[...]&filter={...}` for a whole list (or its export) as the API reads it, empty parts left out; pages go through ra-data-simple-rest. */
export function listQueryString({ sort, filter }: { sort?: SortPayload; filter?: Record<string, unknown> }): string {
  const query: string[] = [];
  if (sort?.field) query.push(`sort=${encode([sort.field, sort.order])}`);
  if (filter && Object.keys(filter).length) query.push(`filter=${encode(filter)}`);
  return query.length ? `?${query.join('&')}` : '';
}
