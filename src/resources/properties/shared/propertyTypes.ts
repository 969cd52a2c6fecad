import type { Static } from 'typebox';
import type { NewPropertyBody, PropertyAgent, PropertyDetail, UpdatePropertyBody } from '@common/api/properties';

/** POST /api/properties/{id}/admin: one property as the details screen shows it. */
export type PropertyRecord = Static<typeof PropertyDetail>;

/** Spec §3 'Agent on a property'; GET /api/users?userRoleTypeId=6 answers rows of this shape. */
export type Agent = Static<typeof PropertyAgent>;

/** Spec §3 'New property payload' (POST /api/properties). */
export type NewPropertyPayload = Static<typeof NewPropertyBody>;

/** Spec §7 PUT /api/properties/?id=: the headers form's body. */
export type PropertyUpdatePayload = Static<typeof UpdatePropertyBody>;

/**
 * What the property forms hold: the payload's fields, plus the agency, which only narrows the
 * agent list and is never sent. Selects hold null until something is chosen.
 */
export interface PropertyFormValues {
  listingTitle?: string;
  categoryId?: number | null;
  propertyStatusId?: number | null;
  sellerCompanyId?: number | null;
  agencyId?: number | null;
  agentId?: number | null;
  listingDescription?: string;
  shortDescription?: string;
  addressLine1?: string;
  addressLine2?: string | null;
  addressLine3?: string | null;
  suburb?: string;
  provinceId?: number | null;
  countryId?: number | null;
  isFeatured?: boolean;
  isListable?: boolean;
  isDiscrete?: boolean;
  isActive?: boolean;
}
