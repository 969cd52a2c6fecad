import type { ExtDdRequest } from '@common/api/data-rooms';
import { fold } from './treeFilter';

export type RequestKindFilter = 'all' | ExtDdRequest['requestType'];

/**
 * The requests of the chosen kind whose title, description, asker or heading contains the
 * filter (case and accents ignored). An empty filter keeps every request of the kind.
 */
export function filterRequests(requests: readonly ExtDdRequest[], filter: string, kind: RequestKindFilter): ExtDdRequest[] {
  const wanted = fold(filter);
  return requests.filter(
    (request) =>
      (kind === 'all' || request.requestType === kind) &&
      (!wanted ||
        [request.title, request.body, request.requestedBy ?? '', request.heading.displayName].some((text) => fold(text).includes(wanted))),
  );
}
