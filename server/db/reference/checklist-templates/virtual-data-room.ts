import type { ChecklistNode } from './types';

/*
 * Round 1 (the virtual data room a bidder sees) opens alike for every kind of property; each
 * template adds what describes its own kind.
 */

/** Round 1: the marketing pack every sale opens with, then what describes this kind of property. */
export const propertyOverview = (own: ChecklistNode[]): ChecklistNode => ({
  name: 'Property overview',
  children: [
    { name: 'Information memorandum', requiresDocument: true },
    { name: 'Property photographs', requiresDocument: true },
    { name: 'Locality and aerial maps', requiresDocument: true },
    ...own,
  ],
});

/** Round 1: enough of the title and zoning for a bid; the full set waits for round 2's Legal. */
export const legalSummary = (own: ChecklistNode[]): ChecklistNode => ({
  name: 'Legal',
  children: [
    { name: 'Title deed', requiresDocument: true },
    { name: 'Surveyor-General diagram', requiresDocument: true },
    { name: 'Zoning certificate', requiresDocument: true },
    { name: 'Municipal valuation', requiresDocument: true },
    ...own,
  ],
});

/** Round 1: the site plan, and the floor plans that show this kind of building. */
export const plans = (floorPlans: ChecklistNode[]): ChecklistNode => ({
  name: 'Plans',
  children: [
    { name: 'Site plan', requiresDocument: true },
    { name: 'Floor plans', children: floorPlans },
  ],
});
