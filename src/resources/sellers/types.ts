import type { Static } from 'typebox';
import type { SellerCompany } from '../../../server/routes/seller-companies/schemas';

/** One seller company as GET /api/seller-companies answers it, typed from the API's own schema. */
export type SellerRow = Static<typeof SellerCompany>;
