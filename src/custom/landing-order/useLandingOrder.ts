import { useDataProvider } from 'react-admin';
import { moveAfter } from '../../components/dnd/moveAfter';
import { useSortableList } from '../../components/dnd/useSortableList';
import type { AppDataProvider } from '../../dataProviderTypes';
import { landingOrderTexts } from './messages';
import type { LandingRow } from './types';

// Under 'properties', so any property write that react-admin invalidates reloads it too.
const QUERY_KEY = ['properties', 'landingOrder'];

/**
 * The landing page's order and the move of one property (spec §4: it sits after the row above
 * its drop position, or at the top). The move shows at once; the server answers the properties
 * whose position changed, which are patched in, so the list shows the order the server kept
 * without reading every property again. A refused move says so and reloads the list.
 */
export function useLandingOrder() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useSortableList({
    queryKey: QUERY_KEY,
    // Spec: every property, in landing-page order (GET /properties?isfeatured=false).
    load: (signal) => dataProvider.getLandingOrder({ query: { isfeatured: false } }, { signal }),
    plan: (rows: LandingRow[], from, to) => {
      const move = moveAfter(rows, from, to);
      return move && { rows: move.rows, change: { propertyId: move.moved.id, propertyBeforeId: move.beforeId } };
    },
    send: (change) => dataProvider.reorderLanding({ body: change }),
    reconcile: (shown, { renumbered }) => {
      const now = new Map(renumbered.map((row) => [row.id, row.displayOrder]));
      return shown
        .map((row) => (now.has(row.id) ? { ...row, displayOrder: now.get(row.id)! } : row))
        .sort((a, b) => a.displayOrder - b.displayOrder);
    },
    errorMessage: landingOrderTexts.reorderError,
    // As react-admin's lists: a failure shows at once, and the admin retries with 'Try Again'.
    retry: 0,
  });
}
