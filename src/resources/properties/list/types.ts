import type { Static } from 'typebox';
import type { PropertyListRow } from '@common/api/properties';

/** One row of GET /api/properties/admin, typed from the API's own schema (STYLE.md: one source). */
export type PropertyRow = Static<typeof PropertyListRow>;
