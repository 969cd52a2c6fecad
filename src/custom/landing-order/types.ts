import type { Static } from 'typebox';
import type { PropertyAdminRow } from '@common/api/properties';

/** One row of GET /api/properties?isfeatured=false, typed from the API's own schema. */
export type LandingRow = Static<typeof PropertyAdminRow>;
