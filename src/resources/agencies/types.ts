import type { Static } from 'typebox';
import type { Agency } from '../../../server/routes/agencies/schemas';

/** One agency as GET /api/agencies answers it, typed from the API's own schema. */
export type AgencyRow = Static<typeof Agency>;
