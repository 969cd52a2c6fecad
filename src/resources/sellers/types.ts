import type { Static } from 'typebox';
import type { SellerCompany } from '@common/api/seller-companies';

/** One seller company as GET /api/seller-companies answers it, typed from the API's own schema. */
export type SellerRow = Static<typeof SellerCompany>;
