import type { SortPayload } from 'react-admin';

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** `?sort=[...]&range=[...]&filter={...}` as the API's lists read it (empty parts left out). */
export function listQueryString({
  sort,
  range,
  filter,
}: {
  sort?: SortPayload;
  range?: [number, number];
  filter?: Record<string, unknown>;
}): string {
  const query: string[] = [];
  if (sort?.field) query.push(`sort=${encode([sort.field, sort.order])}`);
  if (range) query.push(`range=${encode(range)}`);
  if (filter && Object.keys(filter).length) query.push(`filter=${encode(filter)}`);
  return query.length ? `?${query.join('&')}` : '';
}
