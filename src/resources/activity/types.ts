import type { Static } from 'typebox';
import type { ActivityFacets, ActivityRow } from '@common/api/activity';

/** One row of GET /api/activity, typed from the API's own schema (STYLE.md: one source). */
export type ActivityEntry = Static<typeof ActivityRow>;

/** GET /api/activity/facets: the natures and statuses in the log, for the filter selects. */
export type ActivityFacetValues = Static<typeof ActivityFacets>;
