import type { DataRoomItem, ExtDdRequest } from '@common/api/data-rooms';
import { withAncestors } from './treeFilter';
import { indexNumbers } from './treeIndex';

export interface ExtDdHeading {
  heading: Pick<DataRoomItem, 'id' | 'level' | 'displayName'>;
  /** The heading's index number in its round, as the round tabs show it. */
  number?: string;
  /** The requests raised on this heading, oldest first; none on an ancestor kept for its place. */
  requests: ExtDdRequest[];
}

/**
 * Per round, the headings that have requests, with their ancestors so each sits where it does in
 * the round's tree, in tree order. The whole round is used, hidden headings too: hiding a heading
 * does not withdraw what was asked of it.
 */
export function extDdGroups(
  requests: readonly ExtDdRequest[],
  rounds: Record<1 | 2, readonly DataRoomItem[]>,
): Array<{ round: 1 | 2; headings: ExtDdHeading[] }> {
  return ([1, 2] as const)
    .map((round) => {
      const items = rounds[round];
      const numbers = indexNumbers(items);
      const raised = new Map<number, ExtDdRequest[]>();
      for (const request of requests.filter((asked) => asked.heading.round === round)) {
        raised.set(request.heading.id, [...(raised.get(request.heading.id) ?? []), request]);
      }
      const inTree = withAncestors(items, (item) => raised.has(item.id)).map((heading) => ({
        heading,
        number: numbers.get(heading.id),
        requests: raised.get(heading.id) ?? [],
      }));
      // A heading missing from the round's list (deleted meanwhile) still shows its requests, last.
      const known = new Set(items.map((item) => item.id));
      const orphans = [...raised.entries()]
        .filter(([id]) => !known.has(id))
        .map(([, asked]) => ({ heading: asked[0].heading, number: undefined, requests: asked }));
      return { round, headings: [...inTree, ...orphans] };
    })
    .filter(({ headings }) => headings.length > 0);
}
