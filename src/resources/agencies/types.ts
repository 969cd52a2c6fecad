import type { Static } from 'typebox';
import type { Agency } from '@common/api/agencies';

/** One agency as GET /api/agencies answers it, typed from the API's own schema. */
export type AgencyRow = Static<typeof Agency>;
